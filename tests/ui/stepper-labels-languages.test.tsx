import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '@/i18n/all-locales'
import { setLocale } from '@/i18n/i18n'
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from '@/i18n/locales'
import { RoomsEditor, type RoomsEditorTexts } from '@/ui/rooms-editor'

// The steppers' button names, as a screen reader reads them, come whole from the catalogue (issue 31): no
// English noun inside another language's sentence ("Añadir un adult a la habitación 1").

const texts: RoomsEditorTexts = {
  rooms: 'R',
  room: (number) => `R${number}`,
  removeRoom: (number) => `-R${number}`,
  addRoom: '+R',
  maxRoomsReached: '!',
  adults: { label: 'A' },
  children: { label: 'C' },
  infants: { label: 'I' },
}

function stepperNames(): string[] {
  render(
    <MantineProvider>
      <RoomsEditor
        rooms={[{ adults: 2, children: 1, infants: 1 }]}
        onChange={() => undefined}
        limits={{ maxRooms: 2, adultMax: 4, childMax: 3, infantMax: 3, children: true, infants: true }}
        newRoom={{ adults: 2, children: 0, infants: 0 }}
        texts={texts}
      />
    </MantineProvider>,
  )
  return screen
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? '')
    .filter(Boolean)
}

afterEach(() => {
  cleanup()
  setLocale(DEFAULT_LOCALE)
})

describe('the occupancy steppers’ names in every language', () => {
  it('are in Spanish in Spanish', () => {
    setLocale('es')
    expect(stepperNames()).toEqual([
      'Quitar un adulto de la habitación 1',
      'Añadir un adulto a la habitación 1',
      'Quitar un niño de la habitación 1',
      'Añadir un niño a la habitación 1',
      'Quitar un bebé de la habitación 1',
      'Añadir un bebé a la habitación 1',
    ])
  })

  it.each(LOCALES.filter((l) => !l.startsWith('en')))('carry no English noun in %s', (locale) => {
    setLocale(locale)
    const names = stepperNames()
    expect(names).toHaveLength(6)
    for (const name of names) expect(name).not.toMatch(/\b(adult|child|infant)s?\b/i)
    expect(new Set(names).size).toBe(6)
  })

  it('are catalogue text from end to end in the pseudo-locale', () => {
    setLocale(PSEUDO_LOCALE)
    for (const name of stepperNames()) {
      expect(name).toMatch(/^⟦.*⟧$/)
      // Every a, e, i, o, u, y, c and n of a catalogue text is accented there: one left plain came from elsewhere.
      expect(name).not.toMatch(/[aeiouycnAEIOUYCN]/)
    }
  })
})
