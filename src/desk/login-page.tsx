/** Logging in: e-mail address and password, then the authenticator's code when the second factor is on. */
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage, fieldErrors } from '@/api/api-error'
import { useLogin } from './desk-api'

export function LoginPage({ code }: { code: string }) {
  const login = useLogin()
  const [needsCode, setNeedsCode] = useState(false)
  const passwordForm = useForm<{ Email: string; Password: string }>({
    defaultValues: { Email: '', Password: '' },
  })
  const codeForm = useForm<{ Code: string }>({ defaultValues: { Code: '' } })
  const failed = needsCode ? login.code.error : login.password.error
  const fields = fieldErrors(failed)
  return (
    <Container size={420} py="xl" component="main">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <div>
            <Title order={1} size="h2">
              Hotel desk
            </Title>
            <Text c="dimmed">{code}: staff only</Text>
          </div>
          {failed && Object.keys(fields).length === 0 && (
            <Alert color="red" role="alert">
              {errorMessage(failed, 'Failed to log in.')}
            </Alert>
          )}
          {!needsCode ? (
            <form
              noValidate
              onSubmit={passwordForm.handleSubmit(async (input) => {
                const answer = await login.password.mutateAsync(input).catch(() => null)
                if (answer?.Status === 'TotpRequired') setNeedsCode(true)
              })}
            >
              <Stack>
                <TextInput
                  label="E-mail address"
                  type="email"
                  autoComplete="username"
                  required
                  error={fields.Email}
                  {...passwordForm.register('Email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  error={fields.Password}
                  {...passwordForm.register('Password')}
                />
                <Button type="submit" loading={login.password.isPending}>
                  Log in
                </Button>
              </Stack>
            </form>
          ) : (
            <form noValidate onSubmit={codeForm.handleSubmit((input) => login.code.mutate(input.Code))}>
              <Stack>
                <TextInput
                  label="Code from your authenticator app"
                  description="Six digits"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  data-autofocus
                  autoFocus
                  error={fields.Code}
                  {...codeForm.register('Code')}
                />
                <Button type="submit" loading={login.code.isPending}>
                  Continue
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  )
}
