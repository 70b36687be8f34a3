import { Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { RegistrationRule } from '@/api/contract/registration'
import { countriesQuery } from '@/api/static-data'
import { useRouteProperty } from '@/api/route-property'
import { hotelToday } from '@/device/clock'
import {
  registrationProblems,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationRule as DomainRule,
} from '@/domain/registration'
import type { MessageKey } from '@/i18n/en-gb'
import { t } from '@/i18n/i18n'
import { EMPTY_REGISTRATION, type DraftRegistration, type PreCheckInDraft } from './draft'
import { PreCheckInStepActions, type StepProps } from './pre-check-in-step'
import { RegistrationCard } from './registration-card'
import { nationalities } from './nationalities'

const PROBLEM_KEY: Record<RegistrationProblem, MessageKey> = {
  required: 'preCheckIn.registration.required',
  unknownCountry: 'preCheckIn.registration.unknownCountry',
  unknownDocument: 'preCheckIn.registration.unknownDocument',
  documentNumber: 'preCheckIn.registration.documentNumberRule',
  birthFuture: 'preCheckIn.registration.birthFuture',
  birthImplausible: 'preCheckIn.registration.birthImplausible',
  tooLong: 'preCheckIn.registration.tooLong',
  signature: 'preCheckIn.registration.signatureRule',
}

export const domainRule = (rule: RegistrationRule): DomainRule => ({
  fields: rule.Fields,
  countries: rule.Countries,
  homeCountry: rule.HomeCountry,
})

/** One card per adult of each room (the hotel registers adults), as the draft holds them or blank. */
export function registrationCards(draft: PreCheckInDraft) {
  return draft.rooms.flatMap((room, roomIndex) => {
    const item = draft.reservation.ReservationItems.find(
      (i) => i.ReservationItemId === room.reservationItemId,
    )
    const adults = Math.min(room.guests.length, Math.max(1, item?.NumberOfAdults ?? 1))
    return Array.from({ length: adults }, (_, guestIndex) => ({
      roomIndex,
      guestIndex,
      guest: room.guests[guestIndex],
      card: room.registrations[guestIndex] ?? EMPTY_REGISTRATION,
    }))
  })
}

/** Every problem of every card, by `room.guest.field`, in the catalogue's words. */
export function registrationErrors(
  draft: PreCheckInDraft,
  rule: RegistrationRule,
  ctx: { today: string; isCountry: (code: string) => boolean },
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const { roomIndex, guestIndex, card } of registrationCards(draft)) {
    const problems = registrationProblems(domainRule(rule), card, {
      ...ctx,
      isLead: roomIndex === 0 && guestIndex === 0,
    })
    for (const [field, problem] of Object.entries(problems) as [RegistrationField, RegistrationProblem][])
      errors[`${roomIndex}.${guestIndex}.${field}`] = t(PROBLEM_KEY[problem])
  }
  return errors
}

function withCard(draft: PreCheckInDraft, roomIndex: number, guestIndex: number, card: DraftRegistration) {
  return {
    ...draft,
    rooms: draft.rooms.map((room, r) => {
      if (r !== roomIndex) return room
      const registrations = [...room.registrations]
      for (let g = registrations.length; g < guestIndex; g += 1) registrations[g] = EMPTY_REGISTRATION
      registrations[guestIndex] = card
      return { ...room, registrations }
    }),
  }
}

function withoutChanged(
  shown: Record<string, string>,
  prefix: string,
  before: DraftRegistration,
  after: DraftRegistration,
): Record<string, string> {
  const changed = (Object.keys(after) as (keyof DraftRegistration)[]).filter((f) => after[f] !== before[f])
  return Object.fromEntries(
    Object.entries(shown).filter(([key]) => !changed.some((field) => key === `${prefix}.${field}`)),
  )
}

/** Registration: the hotel's registration card for each adult (decision 0144), after the rooms, before Summary. */
export function RegistrationStep({ draft, config, update, advance, go }: StepProps) {
  const today = hotelToday(useRouteProperty().TimeZone)
  const countries = useQuery(countriesQuery(draft.reservation.PropertyId))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const rule = config.Registration
  if (!rule) return null
  // Offline before the list was ever loaded, the ISO list the bundle has stands in (./nationalities.ts).
  const offered = nationalities(countries.data)
  const isCountry = (code: string) => offered.some((c) => c.IsoCode === code)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = registrationErrors(draft, rule, { today, isCountry })
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) document.getElementById(`registration-${first.replaceAll('.', '-')}`)?.focus()
    else advance({ ...draft, registrationDone: true })
  }
  const last = draft.rooms.length - 1
  return (
    <form onSubmit={submit} noValidate aria-label={t('preCheckIn.registration.title')}>
      <Stack gap="md">
        <Text>{t('preCheckIn.registration.intro')}</Text>
        {registrationCards(draft).map(({ roomIndex, guestIndex, guest, card }) => (
          <RegistrationCard
            key={`${roomIndex}-${guestIndex}`}
            idPrefix={`registration-${roomIndex}-${guestIndex}`}
            legend={t('preCheckIn.registration.guest', {
              name: [guest?.firstName, guest?.lastName].filter(Boolean).join(' '),
              room: roomIndex + 1,
            })}
            rule={domainRule(rule)}
            isLead={roomIndex === 0 && guestIndex === 0}
            card={card}
            countries={offered}
            today={today}
            errorOf={(field) => errors[`${roomIndex}.${guestIndex}.${field}`]}
            onChange={(next) => {
              // A field put right loses its message at once; the others keep theirs until Continue.
              setErrors((shown) => withoutChanged(shown, `${roomIndex}.${guestIndex}`, card, next))
              update(withCard(draft, roomIndex, guestIndex, next))
            }}
          />
        ))}
        <PreCheckInStepActions
          onBack={() => go({ step: 'Room', roomIndex: Math.max(0, last), guestIndex: 0 })}
        />
      </Stack>
    </form>
  )
}
