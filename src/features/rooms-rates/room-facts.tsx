import { Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { RoomFacts as Facts } from '@/api/contract/availability'
import { currentLocale, t } from '@/i18n/i18n'

type Fact = { key: string; icon: ReactNode; text: string }

const ICON = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
}

/** A ruler square: the floor area. */
const AREA = <path d="M4 4h16v16H4zM4 9h3M4 14h3M9 4v3M14 4v3" />
/** A bed seen from the side. */
const BED = <path d="M3 18V7M3 13h18v5M21 13a3 3 0 0 0-3-3h-7v3M6 11h2" />
/** A window. */
const VIEW = <path d="M4 3h16v18H4zM12 3v18M4 12h16" />
/** A person in a wheelchair (the accessibility sign). */
const ACCESS = <path d="M12 4.5a1.5 1.5 0 1 0 0 .01M11 8v6h5l2 5M11 11h5M8.5 11.5a5 5 0 1 0 6.5 6.2" />

/** What the room is like, from the property file (decision 0141): its size, beds, view and accessibility. */
export function RoomFacts({ facts }: { facts: Facts | null | undefined }) {
  if (!facts) return null
  const list = new Intl.ListFormat(currentLocale(), { type: 'unit' })
  const all: (Fact | null)[] = [
    facts.SizeSquareMetres === null
      ? null
      : {
          key: 'size',
          icon: AREA,
          text: t('rooms.size', {
            size: new Intl.NumberFormat(currentLocale()).format(facts.SizeSquareMetres),
          }),
        },
    facts.Beds ? { key: 'beds', icon: BED, text: facts.Beds } : null,
    facts.View ? { key: 'view', icon: VIEW, text: t('rooms.view', { view: facts.View }) } : null,
    facts.Accessibility.length > 0
      ? {
          key: 'access',
          icon: ACCESS,
          text: t('rooms.accessibility', { features: list.format(facts.Accessibility) }),
        }
      : null,
  ]
  const shown = all.filter((fact) => fact !== null)
  if (shown.length === 0) return null
  return (
    <Group component="ul" className="plain-list" gap="sm" aria-label={t('rooms.facts')}>
      {shown.map((fact) => (
        <Group component="li" key={fact.key} gap={6} wrap="nowrap" align="flex-start">
          <svg {...ICON} aria-hidden="true" focusable="false" style={{ flexShrink: 0, marginTop: 1 }}>
            {fact.icon}
          </svg>
          <Text size="sm">{fact.text}</Text>
        </Group>
      ))}
    </Group>
  )
}
