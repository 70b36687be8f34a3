/** Audit entries: when, who, what, and what changed (before → after). */
import { Anchor, Code, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { DeskAuditEntry } from '@/api/contract/desk'
import { ScrollRegion } from './scroll-region'

const ACTIONS: Record<string, string> = {
  login: 'Logged in',
  'login-failed': 'Login failed (password)',
  'login-failed-code': 'Login failed (code)',
  logout: 'Logged out',
  'totp-setup-started': 'Began setting up the second factor',
  'totp-enabled': 'Turned on the second factor',
  'note-added': 'Added a note',
  'confirmation-resent': 'Resent the confirmation',
  'booking-cancelled': 'Cancelled the booking',
  'booking-changed': 'Changed the dates or room',
  'no-show': 'Marked a no-show',
  refund: 'Refunded',
  'pay-link-sent': 'Sent a pay link',
  'registration-viewed': 'Viewed the registration cards',
  'staff-added': 'Added a staff member',
  'staff-removed': 'Removed a staff member',
  'staff-reset': 'Reset a staff member’s password',
}

const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value))

export function AuditList({
  code,
  entries,
  label,
}: {
  code: string
  entries: DeskAuditEntry[]
  label: string
}) {
  if (entries.length === 0) return <Text c="dimmed">Nothing yet.</Text>
  return (
    <ScrollRegion label={label}>
      <Table verticalSpacing="xs" aria-label={label} miw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Booking</Table.Th>
            <Table.Th scope="col">Before → after</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.Id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={e.At}>{new Date(e.At).toLocaleString('en-GB')}</time>
              </Table.Td>
              <Table.Td>{e.Staff}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{ACTIONS[e.Action] ?? e.Action}</Table.Td>
              <Table.Td>
                {e.ReferenceNumber ? (
                  <Anchor component={Link} to={`/Desk/${code}/bookings/${e.ReferenceNumber}`}>
                    {e.ReferenceNumber}
                  </Anchor>
                ) : (
                  '–'
                )}
              </Table.Td>
              <Table.Td>
                <Code
                  style={{
                    display: 'block',
                    minWidth: 240,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {shown(e.Before)} → {shown(e.After)}
                </Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
}
