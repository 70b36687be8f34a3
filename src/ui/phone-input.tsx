import './phone-input.css'
import { TextInput, type TextInputProps } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { countriesQuery } from '@/api/static-data'
import { countryOfNumber, toInternational } from '@/domain/phone'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { TEXT_LIMITS } from '@/api/contract/common'

/**
 * The phone number input (docs/product/booking.md#screens's shared widgets): a country code picker in front of the number, starting at
 * the hotel's default country (DefaultPhoneCountryCode). A number typed as dialled at home ("07700 900123")
 * becomes "+44 7700 900123" when the guest leaves the field; a number typed with + or 00 picks its country.
 * The form still owns one string value (react-hook-form `register`), validated by docs/product/booking.md#rules's rule.
 * Without the country list (offline with nothing cached) it is a plain phone field.
 */
export function PhoneInput({
  registration,
  ...props
}: { registration: UseFormRegisterReturn } & Omit<TextInputProps, 'type' | 'leftSection'>) {
  const property = useRouteProperty()
  const countries = useQuery(countriesQuery(property.PropertyId)).data ?? []
  const [chosen, setChosen] = useState(property.DefaultPhoneCountryCode || 'GB')
  const input = useRef<HTMLInputElement | null>(null)
  const dialOf = (iso: string) => countries.find((c) => c.IsoCode === iso)?.DialCode ?? ''

  /** Sets the field as if the guest had typed `value`, so the form sees it. */
  const setValue = (value: string) => {
    const element = input.current
    if (!element || element.value === value) return
    element.value = value
    void registration.onChange({ target: element, type: 'change' })
  }

  // A few territories have no telephone code of their own (Antarctica, …): nothing to dial.
  const options = countries
    .filter((c) => c.DialCode !== '')
    .sort((a, b) => a.IsoCode.localeCompare(b.IsoCode))
    .map((c) => ({ value: c.IsoCode, label: `${c.IsoCode} ${c.DialCode}` }))

  return (
    <TextInput
      maxLength={TEXT_LIMITS.phone}
      {...props}
      className={props.className ? `phone-input ${props.className}` : 'phone-input'}
      type="tel"
      name={registration.name}
      ref={(element) => {
        input.current = element
        registration.ref(element)
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        void registration.onChange(event)
        const found = countryOfNumber(event.currentTarget.value, countries, chosen)
        if (found) setChosen(found.IsoCode)
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (dialOf(chosen)) setValue(toInternational(event.currentTarget.value, chosen))
        void registration.onBlur(event)
      }}
      leftSectionWidth={countries.length ? 96 : undefined}
      leftSectionPointerEvents="all"
      leftSection={
        countries.length ? (
          <select
            className="phone-code"
            aria-label={t('phone.countryCode')}
            value={chosen}
            onChange={(event) => {
              const next = event.currentTarget.value
              const before = dialOf(chosen)
              const value = input.current?.value.trim() ?? ''
              // A number that carries the old country's code takes the new one.
              if (before && value.startsWith(before)) setValue(dialOf(next) + value.slice(before.length))
              setChosen(next)
            }}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : undefined
      }
    />
  )
}
