/** The group's code as a desk address (decision 0119): the group's properties this staff member may open. */
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useGroup } from './desk-api'

export function GroupPage({ code, otherwise }: { code: string; otherwise: ReactNode }) {
  const group = useGroup(code)
  if (group.isPending) return <Loader aria-label="Loading the desk" />
  if (!group.data) return otherwise
  return (
    <Stack>
      <Title order={1}>{group.data.Name}</Title>
      <Text>Open the desk of:</Text>
      <ul>
        {group.data.Properties.map((p) => (
          <li key={p.Code}>
            <Anchor component={Link} to={`/Desk/${p.Code}`}>
              {p.Name}
            </Anchor>{' '}
            ({p.Role === 'owner' ? 'Owner' : 'Front desk'})
          </li>
        ))}
      </ul>
    </Stack>
  )
}
