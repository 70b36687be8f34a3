import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import {
  isStoredCardExpired,
  storedCardLabel,
  useRemoveStoredCard,
  type StoredCreditCard,
} from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { localToday } from '@/device/clock'
import { noticeFailure, noticeSuccess } from './account-notices'

/** The account's stored cards (brand, last four, expiry) with remove, after a confirmation. */
export function StoredCards({ propertyId, cards }: { propertyId: number; cards: StoredCreditCard[] }) {
  const remove = useRemoveStoredCard(propertyId)
  const [asking, setAsking] = useState<StoredCreditCard | null>(null)
  const today = localToday()

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
              {cards.map((card) => {
                const label = storedCardLabel(card)
                const expired = isStoredCardExpired(card, today)
                return (
                  <Group
                    component="li"
                    key={card.CreditCardId}
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
                    <Button
                      variant="default"
                      aria-label={t('account.removeCardLabel', { card: label })}
                      onClick={() => setAsking(card)}
                    >
                      {t('account.removeCard')}
                    </Button>
                  </Group>
                )
              })}
            </Stack>
          </>
        )}
      </Stack>
      {/* Compound parts, so the dialog's header is a div: a second <header> would read as another banner. */}
      <Modal.Root opened={asking !== null} onClose={() => setAsking(null)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>{t('account.removeCardTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('account.close')} />
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <Text>{t('account.removeCardText', { card: asking ? storedCardLabel(asking) : '' })}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setAsking(null)}>
                  {t('account.keepCard')}
                </Button>
                <Button color="negative.9" loading={remove.isPending} onClick={confirmRemove}>
                  {t('account.removeCard')}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Card>
  )
}
