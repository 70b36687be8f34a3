/** The hotel's settings (owner only): the property file, PMS keys, webhooks and mail that failed. */
import { Alert, Button, Code, Group, Input, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { ApiError, errorMessage, fieldErrors } from '@/api/api-error'
import type { DeskPmsKey } from '@/api/contract/desk-hotel'
import {
  downloadPropertyFile,
  useCreatePmsKey,
  usePmsKeys,
  useRevokePmsKey,
  useUploadPropertyFile,
} from './grid-api'
import { FailedMail, Webhooks } from './settings-outbox'
import { ScrollRegion } from './scroll-region'

export function SettingsPage() {
  const code = (useParams().code ?? '').toUpperCase()
  return (
    <Stack gap="xl">
      <Title order={1}>Settings</Title>
      <PropertyFile code={code} />
      <PmsKeys code={code} />
      <Webhooks code={code} />
      <FailedMail code={code} />
    </Stack>
  )
}

/** Offers `text` to the browser as a file download. */
function saveAs(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

function PropertyFile({ code }: { code: string }) {
  const download = useMutation({
    mutationFn: () => downloadPropertyFile(code),
    onSuccess: (file) => saveAs(file.FileName, file.Text),
  })
  const upload = useUploadPropertyFile(code)
  const [file, setFile] = useState<File | null>(null)
  const problems = upload.error instanceof ApiError ? (upload.error.modelState.Text ?? []) : []
  return (
    <section aria-labelledby="property-file">
      <Title order={2} id="property-file" size="h3" mb="xs">
        Property file
      </Title>
      <Stack gap="sm" maw={720}>
        <Text>
          Rooms, rate plans, prices, extras and policies in one file. Download it, change it, upload it: it is
          checked and applied at once, while guests keep booking.
        </Text>
        <Button
          variant="default"
          onClick={() => download.mutate()}
          loading={download.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Download the property file
        </Button>
        {download.isError && (
          <Alert color="red">{errorMessage(download.error, 'The file could not be made.')}</Alert>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            if (file) void file.text().then((text) => upload.mutate({ FileName: file.name, Text: text }))
          }}
        >
          <Group align="flex-end" wrap="wrap">
            {/* A native file input: its label names the input itself, for screen readers and tests. */}
            <Input.Wrapper label="Changed property file" id="property-file-input">
              <input
                id="property-file-input"
                type="file"
                accept=".yaml,.yml,.json"
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                style={{ display: 'block' }}
              />
            </Input.Wrapper>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              Check and apply
            </Button>
          </Group>
        </form>
        {upload.isError && (
          <Alert color="red" role="alert">
            <Text fw={700} mb="xs">
              The file was not applied; nothing changed.
            </Text>
            {problems.length > 0 ? (
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              errorMessage(upload.error, 'The file could not be applied.')
            )}
          </Alert>
        )}
        {upload.isSuccess && (
          <Alert color="green" role="status">
            {upload.data.Message}
          </Alert>
        )}
      </Stack>
    </section>
  )
}

function PmsKeys({ code }: { code: string }) {
  const keys = usePmsKeys(code)
  const create = useCreatePmsKey(code)
  const revoke = useRevokePmsKey(code)
  const form = useForm<{ Label: string }>({ defaultValues: { Label: '' } })
  const fields = fieldErrors(create.error)
  return (
    <section aria-labelledby="pms-keys">
      <Title order={2} id="pms-keys" size="h3" mb="xs">
        PMS keys
      </Title>
      <Stack gap="sm" maw={960}>
        <Text>A key lets a PMS or channel manager send rooms and prices and take the bookings out.</Text>
        <form
          noValidate
          onSubmit={form.handleSubmit((input) =>
            create.mutate(input.Label, { onSuccess: () => form.reset() }),
          )}
        >
          <Group align="flex-start" wrap="wrap">
            <TextInput label="Who holds the key" error={fields.Label} {...form.register('Label')} miw={260} />
            <Button type="submit" mt={24} loading={create.isPending}>
              Create a key
            </Button>
          </Group>
        </form>
        {create.isError && !fields.Label && (
          <Alert color="red">{errorMessage(create.error, 'No key was made.')}</Alert>
        )}
        {create.data && (
          <Alert color="green" role="status">
            <Text fw={700} mb="xs">
              Copy the key now: it is shown only this once.
            </Text>
            <Code block aria-label="New PMS key">
              {create.data.Key}
            </Code>
          </Alert>
        )}
        {revoke.isError && (
          <Alert color="red">{errorMessage(revoke.error, 'The key was not revoked.')}</Alert>
        )}
        {keys.isError && (
          <Alert color="red">{errorMessage(keys.error, 'The keys could not be loaded.')}</Alert>
        )}
        {keys.data && keys.data.Keys.length === 0 && <Text c="dimmed">No keys yet.</Text>}
        {keys.data && keys.data.Keys.length > 0 && (
          <KeyTable keys={keys.data.Keys} onRevoke={(id) => revoke.mutate(id)} />
        )}
      </Stack>
    </section>
  )
}

function KeyTable({ keys, onRevoke }: { keys: DeskPmsKey[]; onRevoke: (id: number) => void }) {
  return (
    <ScrollRegion label="PMS keys">
      <Table striped>
        <Table.Caption>
          The property’s keys; only the first characters of each are kept in the clear.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Held by</Table.Th>
            <Table.Th>Starts with</Table.Th>
            <Table.Th>Made</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((k) => (
            <Table.Tr key={k.Id}>
              <Table.Td>{k.Label}</Table.Td>
              <Table.Td>
                <Code>{k.Prefix}…</Code>
              </Table.Td>
              <Table.Td>{k.CreatedAt.slice(0, 16).replace('T', ' ')}</Table.Td>
              <Table.Td>{k.LastUsedAt ? k.LastUsedAt.slice(0, 16).replace('T', ' ') : 'never'}</Table.Td>
              <Table.Td>
                {k.RevokedAt ? (
                  'revoked'
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onRevoke(k.Id)}
                    aria-label={`Revoke the key of ${k.Label}`}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
}
