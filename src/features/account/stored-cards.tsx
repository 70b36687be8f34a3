import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { storedCardLabel, useRemoveStoredCard, type StoredCreditCard } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { isCardExpired } from '@/domain/cards'
import { t } from '@/i18n/i18n'
import { earliestToday } from '@/device/clock'
import { noticeFailure, noticeSuccess } from './account-notices'

/** The account's stored cards (brand, last four, expiry) with remove, after a confirmation. */
export function StoredCards({ propertyId, cards }: { propertyId: number; cards: StoredCreditCard[] }) {
  const remove = useRemoveStoredCard(propertyId)
  const [asking, setAsking] = useState<StoredCreditCard | null>(null)
  const [year = 0, month = 0] = earliestToday().split('-').map(Number)

  const confirmRemove = () => {
    if (!asking) return
    remove.mutate(asking.CreditCardId, {
      onSuccess: () => {
        setAsking(null)
        noticeSuccess(t('account.cardRemoved'))
      },
      onError: (error) => {
        setAsking(null)
        noticeFailure(t('account.removeCardFailed'), errorMessage(error, '') || undefined)
      },
    })
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-cards">
      <Stack gap="sm">
        <Title order={2} size="h3" id="account-cards">
          {t('account.storedCards')}
        </Title>
        {cards.length === 0 ? (
          <Text>{t('account.noStoredCards')}</Text>
        ) : (
          <>
            <Text>{t('account.storedCardsIntro')}</Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {cards.map((card) => (
                <StoredCardItem
                  key={card.CreditCardId}
                  card={card}
                  expired={isCardExpired(card.ExpiryMonth, card.ExpiryYear, { year, month })}
                  onRemove={() => setAsking(card)}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <RemoveCardDialog
        card={asking}
        removing={remove.isPending}
        onKeep={() => setAsking(null)}
        onRemove={confirmRemove}
      />
    </Card>
  )
}

function StoredCardItem({
  card,
  expired,
  onRemove,
}: {
  card: StoredCreditCard
  expired: boolean
  onRemove: () => void
}) {
  const label = storedCardLabel(card)
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2}>
        <Text fw={600}>{label}</Text>
        <Group gap="xs">
          <Text size="sm">
            {t('account.cardExpires', {
              month: String(card.ExpiryMonth).padStart(2, '0'),
              year: card.ExpiryYear,
            })}
          </Text>
          {expired ? (
            <Badge color="negative.9" variant="filled">
              {t('account.cardExpired')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Button variant="default" aria-label={t('account.removeCardLabel', { card: label })} onClick={onRemove}>
        {t('account.removeCard')}
      </Button>
    </Group>
  )
}

/** Asks before a card is removed; open while `card` is set. */
function RemoveCardDialog({
  card,
  removing,
  onKeep,
  onRemove,
}: {
  card: StoredCreditCard | null
  removing: boolean
  onKeep: () => void
  onRemove: () => void
}) {
  return (
    // Compound parts, so the dialog's header is a div: a second <header> would read as another banner.
    <Modal.Root opened={card !== null} onClose={onKeep} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{t('account.removeCardTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('account.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text>{t('account.removeCardText', { card: card ? storedCardLabel(card) : '' })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onKeep}>
                {t('account.keepCard')}
              </Button>
              <Button color="negative.9" loading={removing} onClick={onRemove}>
                {t('account.removeCard')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
