/**
 * The owner's staff page (decisions 0119, 0127): who works here with which role, one card each (a card list
 * reads on a phone where a table would scroll sideways); invite someone by e-mail, send their waiting link again
 * or withdraw it, reset a password (a link is mailed) or remove someone from the property.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useParams } from 'react-router'
import { ApiError, errorMessage } from '@/api/api-error'
import type { DeskDone, DeskStaffList } from '@/api/contract/desk'
import { useSession, useStaff, useStaffChange } from './desk-api'

type Member = DeskStaffList['Staff'][number]

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.modelState[field]?.[0] : undefined

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

function Answer({ data, error }: { data: DeskDone | undefined; error: unknown }) {
  return (
    <div role="status">
      {data && <Text c="teal.9">{data.Message}</Text>}
      {error ? <Text c="red.9">{errorMessage(error, 'It could not be done.')}</Text> : null}
    </div>
  )
}

export function StaffPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const staff = useStaff(code)
  const me = useSession().data?.Staff.Email
  const changes = {
    reset: useStaffChange(code, '/Reset'),
    remove: useStaffChange(code, '/Remove'),
    resend: useStaffChange(code, '/Resend'),
    revoke: useStaffChange(code, '/Revoke'),
  }
  // The newest answer of the four: each mutation keeps its own until the next.
  const [last, setLast] = useState<keyof typeof changes>('reset')
  const act = (what: keyof typeof changes, email: string) => {
    setLast(what)
    changes[what].mutate({ Email: email })
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Staff</Title>
      {staff.isPending && <Loader aria-label="Loading the staff" />}
      {staff.isError && (
        <Alert color="red" role="alert">
          {errorMessage(staff.error, 'The staff could not be loaded.')}
        </Alert>
      )}
      {staff.data && (
        <ul aria-label="Staff of this property" className="desk-cards">
          {staff.data.Staff.map((s) => (
            <li key={s.Email}>
              <MemberCard member={s} isMe={s.Email === me} act={act} />
            </li>
          ))}
        </ul>
      )}
      <Answer data={changes[last].data} error={changes[last].error} />
      <AddStaff code={code} />
    </Stack>
  )
}

function MemberCard(props: {
  member: Member
  isMe: boolean
  act: (what: 'reset' | 'remove' | 'resend' | 'revoke', email: string) => void
}) {
  const { member: s, isMe, act } = props
  const link = s.Invitation
  return (
    <Paper withBorder p="sm" radius="md" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {s.Name}
          </Title>
          <Badge variant="outline" color={s.Role === 'owner' ? 'grape.9' : 'blue.9'}>
            {s.Role === 'owner' ? 'Owner' : 'Front desk'}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {s.Email}
        </Text>
        <Text size="sm" c="dimmed">
          Second factor {s.TotpEnabled ? 'on' : 'off'}
        </Text>
        {link && (
          <Text size="sm" c={link.Expired ? 'red.9' : 'orange.9'}>
            {link.Kind === 'invite' ? 'Invitation' : 'Password reset link'}{' '}
            {link.Expired
              ? `expired on ${day(link.ExpiresAt)}`
              : `sent, waiting until ${day(link.ExpiresAt)}`}
          </Text>
        )}
        {isMe ? (
          <Text size="sm" c="dimmed">
            You
          </Text>
        ) : (
          <Group gap="xs" mt={4}>
            {link && (
              <>
                <Button size="xs" variant="default" onClick={() => act('resend', s.Email)}>
                  Send the link to {s.Name} again
                </Button>
                <Button size="xs" variant="default" onClick={() => act('revoke', s.Email)}>
                  Withdraw the link of {s.Name}
                </Button>
              </>
            )}
            <Button size="xs" variant="default" onClick={() => act('reset', s.Email)}>
              Reset the password of {s.Name}
            </Button>
            <Button size="xs" color="red.9" onClick={() => act('remove', s.Email)}>
              Remove {s.Name}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

function AddStaff({ code }: { code: string }) {
  const add = useStaffChange(code, '')
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState<'owner' | 'front-desk'>('front-desk')
  return (
    <section aria-labelledby="add-staff">
      <Title order={2} size="h3" id="add-staff" mb="xs">
        Invite a staff member
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        They get an e-mail with a link to choose their own password; it works once, for 72 hours.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          add.mutate({ Email: email, Name: name, Role: role })
        }}
      >
        <Stack gap="xs" maw={420}>
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(add.error, 'Name')}
          />
          <TextInput
            label="E-mail address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError(add.error, 'Email')}
          />
          <NativeSelect
            label="Role"
            data={[
              { value: 'front-desk', label: 'Front desk' },
              { value: 'owner', label: 'Owner' },
            ]}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value === 'owner' ? 'owner' : 'front-desk')}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              Send the invitation
            </Button>
          </Group>
          <Answer data={add.data} error={add.error} />
        </Stack>
      </form>
    </section>
  )
}
