/**
 * A booking's registration cards from pre-check-in (decision 0144), read-only. They are fetched only when a staff
 * member asks (each read is written to the audit log) and are not kept once the section closes.
 */
import { Alert, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { DeskRegistration, type DeskRegistrationCard } from '@/api/contract/desk-registration'
import { TYPED_SIGNATURE_PREFIX } from '@/domain/registration'
import { call, deskKeys } from './desk-api'

/** The nationality as staff read it: the country's English name with its code ("Spain (ES)"). */
const countries = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' })
function nationality(code: string | null | undefined): string | null {
  if (!code) return null
  try {
    const name = countries.of(code)
    return name ? `${name} (${code})` : code
  } catch {
    return code
  }
}

const DOCUMENTS: Record<string, string> = {
  passport: 'Passport',
  idCard: 'ID card',
  drivingLicence: 'Driving licence',
}

function useRegistration(code: string, reference: string, open: boolean) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['desk', code, 'booking', reference.toUpperCase(), 'registration'],
    queryFn: async () => {
      const answer = await call(
        `${encodeURIComponent(code)}/Bookings/${encodeURIComponent(reference)}/Registration`,
        DeskRegistration,
      )
      // The read is in the booking's audit log now: the page's log shows it (exact: not this query again).
      void queryClient.invalidateQueries({ queryKey: deskKeys.booking(code, reference), exact: true })
      return answer
    },
    enabled: open,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
}

function Signature({ value, name }: { value: string | null; name: string }) {
  if (!value)
    return (
      <Text size="sm" c="dimmed">
        No signature
      </Text>
    )
  if (value.startsWith(TYPED_SIGNATURE_PREFIX))
    return <Text ff="cursive" fz="lg">{`${value.slice(TYPED_SIGNATURE_PREFIX.length)} (typed)`}</Text>
  return <Image src={value} alt={`Signature of ${name}`} maw={320} bg="white" bd="1px solid gray.4" />
}

function RegistrationCardView({ card }: { card: DeskRegistrationCard }) {
  const d = card.Details
  const rows: [string, string | null | undefined][] = [
    ['Nationality', nationality(d.Nationality)],
    ['Document', d.DocumentType ? (DOCUMENTS[d.DocumentType] ?? d.DocumentType) : null],
    ['Document number', d.DocumentNumber],
    ['Date of birth', d.DateOfBirth],
    ['Address', d.Address],
  ]
  return (
    <Card withBorder>
      <Stack gap={4}>
        <Text fw={600}>{card.GuestName || `Guest ${card.GuestIndex + 1}`}</Text>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text key={label} size="sm">
              {label}: {value}
            </Text>
          ))}
        <Signature value={card.Signature} name={card.GuestName} />
        <Text size="xs" c="dimmed">
          Deleted after {card.DeleteAfter}
        </Text>
      </Stack>
    </Card>
  )
}

export function RegistrationCards({ code, reference }: { code: string; reference: string }) {
  const [open, setOpen] = useState(false)
  const cards = useRegistration(code, reference, open)
  return (
    <Card withBorder component="section" aria-labelledby="registration-cards">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="registration-cards">
            Registration cards
          </Title>
          <Button variant="default" onClick={() => setOpen(!open)}>
            {open ? 'Hide registration cards' : 'Show registration cards'}
          </Button>
        </Group>
        {open && cards.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(cards.error, 'The registration cards could not be loaded.')}
          </Alert>
        ) : null}
        {open && cards.data ? (
          cards.data.Cards.length === 0 ? (
            <Text>No registration card was filled in at pre-check-in.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {cards.data.Cards.map((card) => (
                <RegistrationCardView key={`${card.ReservationItemId}-${card.GuestIndex}`} card={card} />
              ))}
            </SimpleGrid>
          )
        ) : null}
        <Text size="xs" c="dimmed">
          Identity data: each time the cards are shown, it is written to the audit log.
        </Text>
      </Stack>
    </Card>
  )
}
