/** A list of bookings as a table: reference (a link to the booking), guest, stay, rooms and people. */
import { Anchor, Badge, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { DeskBookingSummary } from '@/api/contract/desk'

export function BookingTable({
  code,
  bookings,
  caption,
  empty,
}: {
  code: string
  bookings: DeskBookingSummary[]
  caption: string
  empty: string
}) {
  if (bookings.length === 0) return <Text c="dimmed">{empty}</Text>
  return (
    <div className="desk-table-wrap">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption} miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Reference</Table.Th>
            <Table.Th scope="col">Guest</Table.Th>
            <Table.Th scope="col">Stay</Table.Th>
            <Table.Th scope="col">Rooms</Table.Th>
            <Table.Th scope="col">Guests</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((b) => (
            <Table.Tr key={b.ReferenceNumber}>
              <Table.Td>
                <Anchor component={Link} to={`/Desk/${code}/bookings/${b.ReferenceNumber}`}>
                  {b.ReferenceNumber}
                </Anchor>
                {b.Cancelled && (
                  <Badge color="dark" ml="xs" size="sm">
                    Cancelled
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {b.GuestName}
                <Text size="xs" c="dimmed">
                  {b.Email}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {b.DateFrom} → {b.DateTo}
              </Table.Td>
              <Table.Td>{b.Rooms}</Table.Td>
              <Table.Td>
                {b.Adults} adult{b.Adults === 1 ? '' : 's'}
                {b.Children > 0 ? `, ${b.Children} child${b.Children === 1 ? '' : 'ren'}` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
