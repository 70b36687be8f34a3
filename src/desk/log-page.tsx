/** The property's audit log: every staff action and login, newest first. */
import { Alert, Loader, Stack, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { AuditList } from './audit-list'
import { useLog } from './desk-api'

export function LogPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const log = useLog(code)
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
      {log.data && <AuditList code={code} entries={log.data.Entries} label="Audit log" />}
      {log.data?.More && <Text>Only the newest 50 entries are shown.</Text>}
    </Stack>
  )
}
