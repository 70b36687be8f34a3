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

/** The registration card (decision 0144): filled in or not; its content is not repeated here. */
export function RegistrationSection({ draft, go }: SectionProps) {
  return (
    <Section
      title={t('preCheckIn.registration.summary')}
      action={
        <Button variant="subtle" onClick={() => go({ step: 'Registration', roomIndex: 0, guestIndex: 0 })}>
          {t('preCheckIn.registration.edit')}
        </Button>
      }
    >
      <Text size="sm">
        {draft.registrationDone
          ? t('preCheckIn.registration.complete')
          : t('preCheckIn.registration.missing')}
      </Text>
    </Section>
  )
}
