/** The property's audit log: every staff action and login, newest first, fifty entries a page. */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { AuditList } from './audit-list'
import { useLog } from './desk-api'

export function LogPage() {
  const code = (useParams().code ?? '').toUpperCase()
  // The pages seen so far, by the entry they start before (null: the newest); the last is shown.
  const [pages, setPages] = useState<(number | null)[]>([null])
  const before = pages[pages.length - 1] ?? null
  const log = useLog(code, before)
  const entries = log.data?.Entries ?? []
  const oldest = entries[entries.length - 1]?.Id
  return (
    <Stack gap="lg">
      <Title order={1}>Log</Title>
      <Text c="dimmed">Who on the staff did what, newest first.</Text>
      {log.isPending && <Loader aria-label="Loading the log" />}
      {log.isError && (
        <Alert color="red" role="alert">
          {errorMessage(log.error, 'The log could not be loaded.')}
        </Alert>
      )}
      {log.data && <AuditList code={code} entries={entries} label="Audit log" />}
      <nav aria-label="Log pages">
        <Group>
          <Button
            variant="default"
            disabled={pages.length === 1}
            onClick={() => setPages((seen) => seen.slice(0, -1))}
          >
            Newer entries
          </Button>
          <Text size="sm" aria-live="polite">
            Page {pages.length}
          </Text>
          <Button
            variant="default"
            disabled={!log.data?.More || oldest === undefined || log.isFetching}
            onClick={() => oldest !== undefined && setPages((seen) => [...seen, oldest])}
          >
            Older entries
          </Button>
        </Group>
      </nav>
    </Stack>
  )
}
