import { Button, Text } from '@mantine/core'
import { t } from '@/i18n/i18n'
import { Section, type SectionProps } from './summary-section'

export function CardSection({ draft, go }: SectionProps) {
  const card = draft.reservation.CreditCards[0]
  return (
    <Section
      title={t('preCheckIn.cardTitle')}
      action={
        <Button variant="subtle" onClick={() => go({ step: 'PaymentDetails', roomIndex: 0, guestIndex: 0 })}>
          {card ? t('preCheckIn.replaceCard') : t('preCheckIn.addCard')}
        </Button>
      }
    >
      <Text size="sm">
        {card
          ? t('preCheckIn.cardOnFile', {
              brand: card.CardType,
              lastFour: card.LastFour,
              month: String(card.ExpiryMonth).padStart(2, '0'),
              year: card.ExpiryYear,
            })
          : t('preCheckIn.noCard')}
      </Text>
    </Section>
  )
}
