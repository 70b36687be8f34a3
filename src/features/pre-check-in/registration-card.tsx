import { Card, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core'
import { DateInput, DatesProvider } from '@mantine/dates'
import '@mantine/dates/styles.css'
import type { Country } from '@/api/contract/static-data'
import { addDays } from '@/domain/dates'
import {
  DOCUMENT_TYPES,
  REGISTRATION_LIMITS,
  registrationFieldsFor,
  type DocumentType,
  type RegistrationField,
  type RegistrationRule,
} from '@/domain/registration'
import type { MessageKey } from '@/i18n/en-gb'
import { countryOptions } from '@/i18n/country-names'
import { currentLocale, formatDay, t } from '@/i18n/i18n'
import type { DraftRegistration } from './draft'
import { SignatureField } from './signature-field'

const DOCUMENT_NAME: Record<DocumentType, MessageKey> = {
  passport: 'preCheckIn.registration.passport',
  idCard: 'preCheckIn.registration.idCard',
  drivingLicence: 'preCheckIn.registration.drivingLicence',
}

/** A typed date: YYYY-MM-DD, or day, month and year (month first in en-US) with / . or - between them. */
export function parseBirthDate(text: string, monthFirst: boolean): string | null {
  const trimmed = text.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed
  const parts = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed)
  if (!parts) return null
  const [, a = '', b = '', year = ''] = parts
  const [day, month] = monthFirst ? [b, a] : [a, b]
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

type Field = {
  id: string
  value: string
  set: (value: string) => void
  error: string | undefined
}

/** A required choice of the card's, starting on "Choose…". */
function ChoiceSelect({ field, label, options }: { field: Field; label: string; options: ChoiceOption[] }) {
  return (
    <NativeSelect
      id={field.id}
      label={label}
      required
      value={field.value}
      onChange={(e) => field.set(e.currentTarget.value)}
      error={field.error}
      data={[{ value: '', label: t('preCheckIn.registration.choose') }, ...options]}
    />
  )
}

type ChoiceOption = { value: string; label: string }

const nationalityOptions = (countries: readonly Country[]): ChoiceOption[] =>
  countryOptions(countries).map(({ country, name }) => ({ value: country.IsoCode, label: name }))

const documentOptions = (): ChoiceOption[] =>
  DOCUMENT_TYPES.map((type) => ({ value: type, label: t(DOCUMENT_NAME[type]) }))

/** Mantine's date input, opening on the decades; typed dates in the guest's order, shown in the app's style. */
function BirthDateInput({ field, today }: { field: Field; today: string }) {
  return (
    <DatesProvider settings={{ locale: 'en-gb', firstDayOfWeek: 1 }}>
      <DateInput
        id={field.id}
        label={t('preCheckIn.registration.dateOfBirth')}
        placeholder={t('preCheckIn.registration.datePlaceholder')}
        required
        autoComplete="bday"
        defaultLevel="decade"
        maxDate={today}
        minDate={addDays(today, -Math.ceil(REGISTRATION_LIMITS.oldestAge * 365.25))}
        value={field.value || null}
        valueFormat={(day) => formatDay(day, 'long')}
        dateParser={(text) => parseBirthDate(text, currentLocale() === 'en-US')}
        onChange={(value) => field.set(value ?? '')}
        error={field.error}
      />
    </DatesProvider>
  )
}

type CardProps = {
  idPrefix: string
  legend: string
  rule: RegistrationRule
  isLead: boolean
  card: DraftRegistration
  countries: readonly Country[]
  today: string
  errorOf: (field: RegistrationField) => string | undefined
  onChange: (next: DraftRegistration) => void
}

/** One adult's registration card: nationality first, then what the hotel asks for that nationality. */
export function RegistrationCard(props: CardProps) {
  const { idPrefix, legend, rule, isLead, card, countries, today, errorOf, onChange } = props
  const asked = registrationFieldsFor(rule, card.nationality, isLead)
  const field = (name: RegistrationField): Field => ({
    id: `${idPrefix}-${name}`,
    value: card[name],
    set: (value) => onChange({ ...card, [name]: value }),
    error: errorOf(name),
  })
  const number = field('documentNumber')
  const address = field('address')
  const signature = field('signature')
  return (
    <Card withBorder padding="lg" component="fieldset">
      <legend style={{ fontWeight: 600, padding: '0 0.25rem' }}>{legend}</legend>
      <Stack gap="sm">
        {asked.includes('nationality') ? (
          <ChoiceSelect
            field={field('nationality')}
            label={t('preCheckIn.registration.nationality')}
            options={nationalityOptions(countries)}
          />
        ) : null}
        {asked.includes('documentType') ? (
          <ChoiceSelect
            field={field('documentType')}
            label={t('preCheckIn.registration.documentType')}
            options={documentOptions()}
          />
        ) : null}
        {asked.includes('documentNumber') ? (
          <TextInput
            id={number.id}
            label={t('preCheckIn.registration.documentNumber')}
            required
            autoComplete="off"
            maxLength={REGISTRATION_LIMITS.documentNumber}
            value={number.value}
            onChange={(e) => number.set(e.currentTarget.value)}
            error={number.error}
          />
        ) : null}
        {asked.includes('dateOfBirth') ? <BirthDateInput field={field('dateOfBirth')} today={today} /> : null}
        {asked.includes('address') ? (
          <Textarea
            id={address.id}
            label={t('preCheckIn.registration.address')}
            required
            autoComplete="street-address"
            autosize
            minRows={2}
            maxLength={REGISTRATION_LIMITS.address}
            value={address.value}
            onChange={(e) => address.set(e.currentTarget.value)}
            error={address.error}
          />
        ) : null}
        {asked.includes('signature') ? (
          <SignatureField
            id={signature.id}
            value={signature.value}
            onChange={signature.set}
            error={signature.error}
          />
        ) : null}
      </Stack>
    </Card>
  )
}
