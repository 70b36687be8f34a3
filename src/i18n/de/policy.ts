import type { policyMessages } from '../en-gb/policy'
import type { Translation } from '../translation'

// German: the cancellation and payment terms (decision 0129). Said actively ("berechnen wir …"), so the penalty
// is always in the accusative and no verb has to agree with it.
export const policy: Translation<typeof policyMessages> = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, one {die erste Nacht} other {die ersten # Nächte}}} percentage {{percentage, number} % des Preises} full {den vollen Preis} other {nichts}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable':
    'Nicht erstattbar: Wir berechnen {penalty} und erstatten bei Stornierung oder Nichtanreise nichts zurück.',
  'policy.freeUntil': 'Kostenlose Stornierung bis {time} Uhr am {date}.',
  'policy.freeUntilHours':
    'Kostenlose Stornierung bis {hours, plural, one {# Stunde} other {# Stunden}} vor der Anreise (Check-in ab {checkIn} Uhr).',
  'policy.freeUntilCheckIn': 'Kostenlose Stornierung bis zum Check-in.',
  'policy.afterThat': 'Danach berechnen wir {penalty}.',
  'policy.ifCancel': 'Bei einer Stornierung berechnen wir {penalty}.',
  'policy.noShow': 'Wenn Sie nicht anreisen, berechnen wir {penalty}.',
  'policy.noShowFree': 'Wenn Sie nicht anreisen, berechnen wir nichts.',
  'policy.nothingToPay': 'Nichts zu bezahlen.',
  'policy.nothingToday': 'Heute ist nichts zu bezahlen.',
  'policy.due':
    '{when, select, today {{amount} heute} booking {{amount} bei der Buchung} hotel {{amount} im Hotel} other {{amount} am {date}}}',
  'policy.dueOnly':
    '{when, select, today {{amount} wird heute berechnet.} booking {{amount} wurde bei der Buchung berechnet.} hotel {{amount} wird im Hotel bezahlt.} other {{amount} wird am {date} berechnet.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'der gesamte Aufenthalt',
  'policy.shareOfStay': '{percent, number} % des Aufenthalts',
}
