/** What the hotel's server sent on its behalf and could not deliver: webhooks to its PMS, and mail. */
import { Alert, Button, Code, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { errorMessage } from '@/api/api-error'
import { useFailedMail, useSendAgain, useWebhooks } from './grid-api'
import { ScrollRegion } from './scroll-region'

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '–')

/** What came of "Send again": the server's answer, or why it was not sent. */
function SentAgain({ again }: { again: ReturnType<typeof useSendAgain> }) {
  if (again.isError) return <Alert color="red">{errorMessage(again.error, 'It was not sent again.')}</Alert>
  if (!again.isSuccess) return null
  return (
    <Alert color="green" role="status">
      {again.data.Message}
    </Alert>
  )
}

/** A table of what was sent, under its caption and column names (sideways in its own region on a phone). */
function SentTable(props: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={props.caption}>
      <Table striped>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  )
}

export function Webhooks({ code }: { code: string }) {
  const hooks = useWebhooks(code)
  const again = useSendAgain(code, 'webhooks')
  return (
    <section aria-labelledby="webhooks">
      <Title order={2} id="webhooks" size="h3" mb="xs">
        Webhooks
      </Title>
      <Stack gap="sm">
        {hooks.isError && (
          <Alert color="red">{errorMessage(hooks.error, 'The webhooks could not be loaded.')}</Alert>
        )}
        {hooks.data && (
          <Text>
            {hooks.data.Url ? (
              <>
                Events are posted to <Code>{hooks.data.Url}</Code>
                {hooks.data.Signed ? ', signed.' : ', but no secret is set: nothing is sent until one is.'}
              </>
            ) : (
              'No webhook address is set (WebhookUrl in the property file’s settings).'
            )}
          </Text>
        )}
        <SentAgain again={again} />
        {hooks.data && hooks.data.Deliveries.length > 0 && (
          <SentTable
            caption="The last deliveries, newest first."
            columns={['Event', 'Booking', 'Happened', 'State', 'Last error']}
          >
            {hooks.data.Deliveries.map((d) => (
              <Table.Tr key={d.Id}>
                <Table.Td>{d.EventType}</Table.Td>
                <Table.Td>{d.Reference}</Table.Td>
                <Table.Td>{when(d.OccurredAt)}</Table.Td>
                <Table.Td>
                  {d.Status} ({d.Attempts} {d.Attempts === 1 ? 'attempt' : 'attempts'})
                  {d.Status === 'failed' && (
                    <Button size="xs" variant="default" ml="xs" onClick={() => again.mutate(d.Id)}>
                      Send again
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>{d.LastError ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </SentTable>
        )}
      </Stack>
    </section>
  )
}

export function FailedMail({ code }: { code: string }) {
  const mail = useFailedMail(code)
  const again = useSendAgain(code, 'mail')
  return (
    <section aria-labelledby="failed-mail">
      <Title order={2} id="failed-mail" size="h3" mb="xs">
        Mail that failed
      </Title>
      <Stack gap="sm">
        {mail.isError && (
          <Alert color="red">{errorMessage(mail.error, 'The mail could not be loaded.')}</Alert>
        )}
        {mail.data && mail.data.Messages.length === 0 && <Text c="dimmed">Every message was delivered.</Text>}
        <SentAgain again={again} />
        {mail.data && mail.data.Messages.length > 0 && (
          <SentTable
            caption="Messages the mail server refused after every attempt."
            columns={['To', 'Subject', 'Written', 'Last error', 'Action']}
          >
            {mail.data.Messages.map((m) => (
              <Table.Tr key={m.Id}>
                <Table.Td>{m.Recipient}</Table.Td>
                <Table.Td>{m.Subject}</Table.Td>
                <Table.Td>{when(m.CreatedAt)}</Table.Td>
                <Table.Td>{m.LastError ?? ''}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => again.mutate(m.Id)}>
                    Send again
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </SentTable>
        )}
      </Stack>
    </section>
  )
}
