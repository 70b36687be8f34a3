import type { policyMessages } from '../en-gb/policy'
import type { Translation } from '../translation'

// Dutch (u): the cancellation and payment terms (decision 0129).
export const policy: Translation<typeof policyMessages> = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, one {de eerste nacht} other {de eerste # nachten}}} percentage {{percentage, number}% van de prijs} full {de volledige prijs} other {niets}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable':
    'Niet-restitueerbaar: we brengen {penalty} in rekening en betalen niets terug als u annuleert of niet komt.',
  'policy.freeUntil': 'Gratis annuleren tot {time} op {date}.',
  'policy.freeUntilHours':
    'Gratis annuleren tot {hours, plural, one {# uur} other {# uur}} voor aankomst (inchecken vanaf {checkIn}).',
  'policy.freeUntilCheckIn': 'Gratis annuleren tot het inchecken.',
  'policy.afterThat': 'Daarna brengen we {penalty} in rekening.',
  'policy.ifCancel': 'Als u annuleert, brengen we {penalty} in rekening.',
  'policy.noShow': 'Als u niet komt, brengen we {penalty} in rekening.',
  'policy.noShowFree': 'Als u niet komt, brengen we niets in rekening.',
  'policy.nothingToPay': 'Niets te betalen.',
  'policy.nothingToday': 'Vandaag niets te betalen.',
  'policy.due':
    '{when, select, today {{amount} vandaag} booking {{amount} bij het boeken} hotel {{amount} in het hotel} other {{amount} op {date}}}',
  'policy.dueOnly':
    '{when, select, today {We brengen vandaag {amount} in rekening.} booking {We hebben {amount} bij het boeken in rekening gebracht.} hotel {{amount} betaalt u in het hotel.} other {We brengen {amount} op {date} in rekening.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'het volledige verblijf',
  'policy.shareOfStay': '{percent, number}% van het verblijf',
}
