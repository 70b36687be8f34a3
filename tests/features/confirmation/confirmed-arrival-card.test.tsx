import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@/i18n/all-locales'
import { withLocale } from '@/i18n/i18n'
import { mapLink } from '@/domain/map-link'
import { ConfirmedArrivalCard } from '@/features/confirmation/confirmed-arrival-card'

// Decision 0139: the confirmation tells when to arrive and leave, where the hotel is, and links to directions.

const address = {
  Line1: '1 Quay Street',
  Line2: null,
  City: 'Falmouth',
  County: 'Cornwall',
  PostCode: 'TR11 3HH',
  Country: 'United Kingdom',
}

const show = (times: { CheckInTime?: string; CheckOutTime?: string } = {}) =>
  render(
    <MantineProvider>
      <ConfirmedArrivalCard
        property={times}
        mapUrl={mapLink({ address })}
        oneLine="1 Quay Street, Falmouth TR11 3HH"
      />
    </MantineProvider>,
  )

describe('the confirmation’s arrival card', () => {
  it('gives the check-in and check-out times, the address and a map link that needs no key', () => {
    show()
    const card = screen.getByRole('region', { name: 'Your arrival' })
    expect(card).toHaveTextContent('Check-in from 14:00')
    expect(card).toHaveTextContent('Check-out until 11:00')
    expect(card).toHaveTextContent('1 Quay Street, Falmouth TR11 3HH')
    const link = screen.getByRole('link', { name: 'Directions (opens a map)' })
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=1%20Quay%20Street%2C%20Falmouth%2C%20TR11%203HH%2C%20United%20Kingdom',
    )
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('gives the hotel’s own times when it sets them (decision 0143)', () => {
    show({ CheckInTime: '15:00', CheckOutTime: '10:30' })
    const card = screen.getByRole('region', { name: 'Your arrival' })
    expect(card).toHaveTextContent('Check-in from 15:00')
    expect(card).toHaveTextContent('Check-out until 10:30')
  })

  it('speaks the guest’s language and clock', () => {
    withLocale('de', () => show())
    const card = screen.getByRole('region', { name: 'Ihre Anreise' })
    expect(card).toHaveTextContent('Check-in ab 14:00')
    expect(screen.getByRole('link', { name: 'Wegbeschreibung (öffnet eine Karte)' })).toBeInTheDocument()
  })
})
