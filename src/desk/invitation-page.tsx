/**
 * Following a mailed link (decision 0127): /Desk/{code}/invitation#token=… — the token in the fragment, which
 * no server's log sees; it is taken out of the address bar at once. The member chooses a password (the guests'
 * rules, checked by the server), is logged in, and may turn the second factor on before opening the desk. A used,
 * withdrawn or expired link shows the server's own words for which it is.
 */
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useParams } from 'react-router'
import { errorMessage, fieldErrors } from '@/api/api-error'
import type { DeskInvitation } from '@/api/contract/desk-staff'
import { useAcceptInvitation, useInvitation } from './desk-api'
import { SecondFactor } from './profile-page'

/** The token of the fragment, read once; the address bar keeps the page without it. */
function useLinkToken(): string {
  const [token] = useState(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname)
    return found
  })
  return token
}

export function InvitationPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const token = useLinkToken()
  const invitation = useInvitation({ Code: code, Token: token })
  const accept = useAcceptInvitation()
  return (
    <Container size={460} py="xl" component="main">
      <Paper withBorder p="lg" radius="md">
        {!token ? (
          <Refused
            code={code}
            message="This address has no link in it. Please open the link from your e-mail."
          />
        ) : invitation.isError ? (
          <Refused code={code} message={errorMessage(invitation.error, 'This link cannot be used.')} />
        ) : !invitation.data ? (
          <Text>Checking your link…</Text>
        ) : accept.isSuccess ? (
          <Welcome code={code} invitation={invitation.data} />
        ) : (
          <ChoosePassword
            invitation={invitation.data}
            pending={accept.isPending}
            error={accept.error}
            onChoose={(password) => accept.mutate({ Code: code, Token: token, Password: password })}
          />
        )}
      </Paper>
    </Container>
  )
}

function Refused({ code, message }: { code: string; message: string }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        This link cannot be used
      </Title>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={`/Desk/${code}`}>
        Go to the desk’s login
      </Anchor>
    </Stack>
  )
}

type Choice = { Password: string; Again: string }

function ChoosePassword(props: {
  invitation: DeskInvitation
  pending: boolean
  error: unknown
  onChoose: (password: string) => void
}) {
  const { invitation: inv } = props
  const form = useForm<Choice>({ defaultValues: { Password: '', Again: '' } })
  const fields = fieldErrors(props.error)
  const invite = inv.Kind === 'invite'
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => props.onChoose(input.Password))}>
      <Stack>
        <div>
          <Title order={1} size="h2">
            {invite ? `Welcome to ${inv.Property.Name}` : 'Choose a new password'}
          </Title>
          <Text c="dimmed">
            {inv.Name} · {inv.Email} · {inv.Property.Role === 'owner' ? 'Owner' : 'Front desk'}
          </Text>
        </div>
        {props.error && Object.keys(fields).length === 0 ? (
          <Alert color="red" role="alert">
            {errorMessage(props.error, 'The password could not be set.')}
          </Alert>
        ) : null}
        <input type="hidden" autoComplete="username" value={inv.Email} readOnly />
        <PasswordInput
          label="New password"
          description="At least ten characters, one of them not a letter or digit; not a common password."
          autoComplete="new-password"
          required
          error={fields.Password ?? form.formState.errors.Password?.message}
          {...form.register('Password', { required: 'Please choose a password.' })}
        />
        <PasswordInput
          label="The same password again"
          autoComplete="new-password"
          required
          error={form.formState.errors.Again?.message}
          {...form.register('Again', {
            validate: (again, all) => again === all.Password || 'The two passwords are not the same.',
          })}
        />
        <Button type="submit" loading={props.pending}>
          {invite ? 'Accept and log in' : 'Set the password and log in'}
        </Button>
        <Text size="sm" c="dimmed">
          The link works once, until {new Date(inv.ExpiresAt).toLocaleString('en-GB')}.
        </Text>
      </Stack>
    </form>
  )
}

function Welcome({ code, invitation }: { code: string; invitation: DeskInvitation }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        Your password is set
      </Title>
      <Text role="status">You are logged in to {invitation.Property.Name}’s desk.</Text>
      <SecondFactor on={false} />
      <Button component={Link} to={`/Desk/${code}`} variant="default">
        Open the desk
      </Button>
    </Stack>
  )
}
