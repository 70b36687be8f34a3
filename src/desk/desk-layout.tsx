/** The desk's frame: the login until there is a session, then the property's header, menu and page. */
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { NavLink, Outlet, useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { useLogout, useSession } from './desk-api'
import { GroupPage } from './group-page'
import { LoginPage } from './login-page'

export function DeskLayout() {
  const code = (useParams().code ?? '').toUpperCase()
  const session = useSession()
  const logout = useLogout()
  if (session.isPending)
    return (
      <Container py="xl">
        <Loader aria-label="Loading the desk" />
      </Container>
    )
  if (session.isError)
    return (
      <Container py="xl">
        <Alert color="red" role="alert" title="The desk could not start">
          {errorMessage(session.error, 'Please reload the page.')}
        </Alert>
      </Container>
    )
  if (!session.data) return <LoginPage code={code} />
  const staff = session.data.Staff
  const here = staff.Properties.find((p) => p.Code.toUpperCase() === code)
  return (
    <>
      <header>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" c="dimmed">
                Hotel desk
              </Text>
              <Text fw={700} size="lg">
                {here ? here.Name : code}
              </Text>
            </div>
            <Group gap="sm">
              <Text size="sm">
                {staff.Name}
                {here ? ` · ${here.Role === 'owner' ? 'Owner' : 'Front desk'}` : ''}
              </Text>
              <Button variant="default" size="xs" loading={logout.isPending} onClick={() => logout.mutate()}>
                Log out
              </Button>
            </Group>
          </Group>
          {here && (
            <nav aria-label="Desk" className="desk-nav">
              <Group gap="md" mt="xs" wrap="wrap">
                <Anchor component={NavLink} to={`/Desk/${code}`} end>
                  Today
                </Anchor>
                <Anchor component={NavLink} to={`/Desk/${code}/search`}>
                  Search
                </Anchor>
                <Anchor component={NavLink} to={`/Desk/${code}/log`}>
                  Log
                </Anchor>
                {here.Role === 'owner' && <OwnerLinks code={code} />}
                <Anchor component={NavLink} to={`/Desk/${code}/profile`}>
                  Profile
                </Anchor>
              </Group>
            </nav>
          )}
        </Container>
      </header>
      <Container size="lg" pb="xl" component="main">
        {here ? (
          <Outlet />
        ) : (
          <GroupPage code={code} otherwise={<NoAccess code={code} properties={staff.Properties} />} />
        )}
      </Container>
    </>
  )
}

/** The owner's pages (decisions 0119, 0120). */
function OwnerLinks({ code }: { code: string }) {
  return (
    <>
      <Anchor component={NavLink} to={`/Desk/${code}/grid`}>
        Rates
      </Anchor>
      <Anchor component={NavLink} to={`/Desk/${code}/staff`}>
        Staff
      </Anchor>
      <Anchor component={NavLink} to={`/Desk/${code}/settings`}>
        Settings
      </Anchor>
    </>
  )
}

function NoAccess({ code, properties }: { code: string; properties: { Code: string; Name: string }[] }) {
  return (
    <Stack>
      <Title order={1}>No access to {code}</Title>
      <Text>You do not work at this property. Your properties:</Text>
      <ul>
        {properties.map((p) => (
          <li key={p.Code}>
            <Anchor href={`/Desk/${p.Code}`}>{p.Name}</Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  )
}
