/**
 * The owner's staff page (decision 0119): who works here with which role, add someone (a new account's one-time
 * password is shown once, here), reset a password or remove someone from the property.
 */
import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useParams } from 'react-router'
import { ApiError, errorMessage } from '@/api/api-error'
import type { DeskStaffPassword } from '@/api/contract/desk-staff'
import { useSession, useStaff, useStaffChange } from './desk-api'

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.modelState[field]?.[0] : undefined

function Answer({ data, error }: { data: DeskStaffPassword | undefined; error: unknown }) {
  return (
    <div role="status">
      {data && (
        <Text c="teal.9">
          {data.Message} {data.Password && <Code>{data.Password}</Code>}
        </Text>
      )}
      {error ? <Text c="red.9">{errorMessage(error, 'It could not be done.')}</Text> : null}
    </div>
  )
}

export function StaffPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const staff = useStaff(code)
  const me = useSession().data?.Staff.Email
  const reset = useStaffChange(code, '/Reset')
  const remove = useStaffChange(code, '/Remove')
  const last = remove.data ?? reset.data
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
        <div className="desk-table-wrap">
          <Table aria-label="Staff of this property" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">E-mail address</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.Staff.map((s) => (
                <Table.Tr key={s.Email}>
                  <Table.Td>{s.Name}</Table.Td>
                  <Table.Td>{s.Email}</Table.Td>
                  <Table.Td>{s.Role === 'owner' ? 'Owner' : 'Front desk'}</Table.Td>
                  <Table.Td>
                    {s.Email === me ? (
                      <Text size="sm" c="dimmed">
                        You
                      </Text>
                    ) : (
                      <Group gap="xs">
                        <Button size="xs" variant="default" onClick={() => reset.mutate({ Email: s.Email })}>
                          Reset the password of {s.Name}
                        </Button>
                        <Button size="xs" color="red.9" onClick={() => remove.mutate({ Email: s.Email })}>
                          Remove {s.Name}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Answer data={last} error={remove.error ?? reset.error} />
      <AddStaff code={code} />
    </Stack>
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
        Add a staff member
      </Title>
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
              Add
            </Button>
          </Group>
          <Answer data={add.data} error={add.error} />
        </Stack>
      </form>
    </section>
  )
}
