/** A booking at the desk: stay, rooms and guests, pre-check-in, payment, messages, notes and its audit entries. */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link, useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { DeskBooking } from '@/api/contract/desk'
import { AuditList } from './audit-list'
import { BookingActions } from './booking-actions'
import { BookingChange } from './booking-change'
import { BookingNotes } from './booking-notes'
import { useBooking, useResendConfirmation } from './desk-api'
import { RegistrationCards } from './registration-cards'

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount)

export function BookingPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const reference = useParams().reference ?? ''
  const booking = useBooking(code, reference)
  if (booking.isPending) return <Loader aria-label="Loading the booking" />
  if (booking.isError)
    return (
      <Stack>
        <Title order={1}>Booking {reference}</Title>
        <Alert color="red" role="alert">
          {errorMessage(booking.error, 'The booking could not be loaded.')}
        </Alert>
        <Anchor component={Link} to={`/Desk/${code}/search`}>
          Search bookings
        </Anchor>
      </Stack>
    )
  const b = booking.data
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>Booking {b.Summary.ReferenceNumber}</Title>
        <Badge color={b.Summary.Cancelled ? 'dark' : 'teal.9'} size="lg">
          {b.Summary.Status}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4">
            Stay
          </Title>
          <Text>
            {b.Summary.DateFrom} → {b.Summary.DateTo}
          </Text>
          <Text>
            {b.Booker.Name} · {b.Booker.Email} · {b.Booker.Phone}
          </Text>
          {b.Comment && <Text mt="xs">“{b.Comment}”</Text>}
          <Text mt="xs" fw={700}>
            Total {money(b.Total, b.Currency)}
          </Text>
        </Card>
        <PaymentCard booking={b} />
      </SimpleGrid>
      <BookingActions code={code} reference={b.Summary.ReferenceNumber} />
      {!b.Summary.Cancelled && <BookingChange code={code} reference={b.Summary.ReferenceNumber} />}
      <RoomsSection booking={b} />
      <PreCheckInSection booking={b} />
      <RegistrationCards code={code} reference={b.Summary.ReferenceNumber} />
      <ResendConfirmation code={code} reference={b.Summary.ReferenceNumber} />
      <MessagesSection booking={b} />
      <BookingNotes code={code} reference={b.Summary.ReferenceNumber} notes={b.Notes} />
      <section aria-labelledby="booking-audit">
        <Title order={2} id="booking-audit" size="h3" mb="xs">
          Audit log of this booking
        </Title>
        <AuditList code={code} entries={b.Audit} label="Audit log of this booking" />
      </section>
    </Stack>
  )
}

function PaymentCard({ booking: b }: { booking: DeskBooking }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        Payment
      </Title>
      <Text>Taken at booking: {money(b.Payment.Amount, b.Currency)}</Text>
      {b.Payment.Card && (
        <Text>
          Card: {b.Payment.Card.Brand} ending {b.Payment.Card.LastFour}
        </Text>
      )}
      {b.Payment.Ledger.map((l, i) => (
        <Text size="sm" key={i}>
          {l.Kind} {money(l.Amount, b.Currency)} · {l.State} · {l.Provider}
        </Text>
      ))}
    </Card>
  )
}

/** A guest as pre-check-in left them: name, and the e-mail and phone they gave. */
const guestLine = (g: DeskBooking['Rooms'][number]['Guests'][number]) =>
  [`${g.FirstName} ${g.LastName}${g.Lead ? ' (lead)' : ''}`, g.Email, g.Phone].filter(Boolean).join(' · ')

function RoomsSection({ booking: b }: { booking: DeskBooking }) {
  return (
    <section aria-labelledby="rooms">
      <Title order={2} id="rooms" size="h3" mb="xs">
        Rooms
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {b.Rooms.map((room, i) => (
          <Card withBorder key={i}>
            <Text fw={700}>
              {room.RoomTypeName}, {room.RatePlanName}{' '}
              {room.Cancelled && <Badge color="dark">Cancelled</Badge>}
            </Text>
            <Text size="sm">
              {room.DateFrom} → {room.DateTo} · {room.Adults} adults, {room.Children} children ·{' '}
              {money(room.Total, b.Currency)}
            </Text>
            <Text size="sm">Guests: {room.Guests.map(guestLine).join('; ')}</Text>
            <Text size="sm">
              Nights: {room.Nights.map((n) => `${n.Date} ${money(n.Price, b.Currency)}`).join(', ')}
            </Text>
            {room.Extras.length > 0 && (
              <Text size="sm">Extras: {room.Extras.map((e) => `${e.Quantity} × ${e.Name}`).join(', ')}</Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}

function PreCheckInSection({ booking: b }: { booking: DeskBooking }) {
  const p = b.PreCheckIn
  return (
    <section aria-labelledby="pre-check-in">
      <Title order={2} id="pre-check-in" size="h3" mb="xs">
        Pre-check-in
      </Title>
      {p.SavedAt ? (
        <Text>
          Saved {new Date(p.SavedAt).toLocaleString('en-GB')}
          {p.EstimatedArrivalTime ? ` · arriving around ${p.EstimatedArrivalTime}` : ''}
          {p.SpecialRequests ? ` · “${p.SpecialRequests}”` : ''}
        </Text>
      ) : (
        <Text c="dimmed">Not done yet.</Text>
      )}
    </section>
  )
}

function MessagesSection({ booking: b }: { booking: DeskBooking }) {
  return (
    <section aria-labelledby="messages">
      <Title order={2} id="messages" size="h3" mb="xs">
        Messages sent
      </Title>
      {b.Messages.length === 0 && <Text c="dimmed">None.</Text>}
      <Stack gap={4}>
        {b.Messages.map((m, i) => (
          <Text size="sm" key={i}>
            {new Date(m.CreatedAt).toLocaleString('en-GB')} · {m.Subject} · to {m.Recipient} · {m.Status}
          </Text>
        ))}
      </Stack>
    </section>
  )
}

function ResendConfirmation({ code, reference }: { code: string; reference: string }) {
  const resend = useResendConfirmation(code, reference)
  return (
    <Group>
      <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend the confirmation
      </Button>
      <div role="status">
        {resend.isSuccess && <Text c="teal.9">{resend.data.Message}</Text>}
        {resend.isError && <Text c="red.9">{errorMessage(resend.error, 'It could not be sent.')}</Text>}
      </div>
    </Group>
  )
}
