/** The staff member's profile: their properties and roles, and turning on the TOTP second factor. */
import { Alert, Button, Code, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { errorMessage, fieldErrors } from '@/api/api-error'
import { useConfirmTotp, useSession, useStartTotp } from './desk-api'

export function ProfilePage() {
  const session = useSession()
  const staff = session.data?.Staff
  if (!staff) return null
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Profile</Title>
      <Text>
        {staff.Name} · {staff.Email}
      </Text>
      <Roles properties={staff.Properties} />
      <SecondFactor on={staff.TotpEnabled} />
    </Stack>
  )
}

/** Turning the TOTP second factor on: here, and on the invitation page once the password is chosen. */
export function SecondFactor({ on }: { on: boolean }) {
  const start = useStartTotp()
  const confirm = useConfirmTotp()
  const form = useForm<{ Code: string }>({ defaultValues: { Code: '' } })
  const fields = fieldErrors(confirm.error)
  return (
    <section aria-labelledby="second-factor">
      <Title order={2} id="second-factor" size="h3" mb="xs">
        Second factor
      </Title>
      {on ? (
        <Text>On: logging in asks for a code from your authenticator app.</Text>
      ) : (
        <Stack gap="sm">
          <Text>Off. Turn it on to be asked for a code from an authenticator app when you log in.</Text>
          {!start.data && (
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Set up the second factor
            </Button>
          )}
          {start.isError && (
            <Alert color="red">{errorMessage(start.error, 'It could not be started.')}</Alert>
          )}
          {start.data && (
            <form noValidate onSubmit={form.handleSubmit((input) => confirm.mutate(input.Code))}>
              <Stack gap="sm">
                <Text>
                  Add this key to your authenticator app (or open the link on the phone that has it):
                </Text>
                <Code block aria-label="Secret key">
                  {start.data.Secret}
                </Code>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  <a href={start.data.Uri}>{start.data.Uri}</a>
                </Text>
                <TextInput
                  label="The code your app shows now"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  error={
                    fields.Code ??
                    (confirm.isError && !fields.Code ? errorMessage(confirm.error, '') : undefined)
                  }
                  {...form.register('Code')}
                />
                <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
                  Turn it on
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </section>
  )
}

function Roles({ properties }: { properties: { Code: string; Name: string; Role: string }[] }) {
  return (
    <section aria-labelledby="roles">
      <Title order={2} id="roles" size="h3" mb="xs">
        Properties
      </Title>
      <ul>
        {properties.map((p) => (
          <li key={p.Code}>
            {p.Name} ({p.Code}): {p.Role === 'owner' ? 'owner' : 'front desk'}
          </li>
        ))}
      </ul>
    </section>
  )
}
