import { Alert, Button, Group, List, Text } from '@mantine/core'
import type { Ref } from 'react'
import { useNavigate } from 'react-router'
import { searchQueryOf, type SearchForm } from '@/api/contract/search-address'
import { RoomProblem, type RoomProblemAt } from '@/domain/confirm-booking'
import type { MessageKey } from '@/i18n/en-gb'
import { t } from '@/i18n/i18n'
import { selectRoom } from '@/state/booking-session'

const MESSAGE_OF: Record<RoomProblem, MessageKey> = {
  [RoomProblem.NotChosen]: 'checkout.roomNotChosen',
  [RoomProblem.LeadGuest]: 'checkout.roomLeadGuestMissing',
  [RoomProblem.RoomConfiguration]: 'checkout.roomConfigurationMissing',
}

/** What a searched room still lacks before Confirm can book, as the guest reads it. */
export function roomProblemMessage({ roomIndex, problem }: RoomProblemAt): string {
  return t(MESSAGE_OF[problem], { number: roomIndex + 1 })
}

type Props = { problems: readonly RoomProblemAt[]; search: SearchForm; ref?: Ref<HTMLDivElement> }

/**
 * docs/product/booking.md#rules: Confirm books only when every searched room is complete. Each room that is not says what it lacks,
 * with a way back to that room in Rooms & Rates (the session keeps everything else typed here).
 */
export function RoomProblems({ problems, search, ref }: Props) {
  const navigate = useNavigate()
  if (problems.length === 0) return null
  const goTo = (roomIndex: number) => {
    selectRoom(roomIndex)
    void navigate(`/Book/${search.propertyCode}/Rooms-And-Rates?${searchQueryOf(search)}`)
  }
  return (
    <Alert ref={ref} tabIndex={-1} color="negative" role="alert" title={t('checkout.roomsIncomplete')}>
      <List spacing="xs" listStyleType="none">
        {problems.map((p) => (
          <List.Item key={p.roomIndex}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">{roomProblemMessage(p)}</Text>
              <Button variant="light" size="compact-sm" onClick={() => goTo(p.roomIndex)}>
                {t('checkout.goToRoom', { number: p.roomIndex + 1 })}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
