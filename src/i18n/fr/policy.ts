import type { policyMessages } from '../en-gb/policy'
import type { Translation } from '../translation'

// French: the cancellation and payment terms (decision 0129). Said actively ("nous facturons …"), so no
// participle has to agree with the penalty's gender or number.
export const policy: Translation<typeof policyMessages> = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, one {la première nuit} other {les # premières nuits}}} percentage {{percentage, number} % du prix} full {le prix total} other {rien}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable':
    'Non remboursable : nous facturons {penalty} et ne remboursons rien en cas d’annulation ou de non-présentation.',
  'policy.freeUntil': 'Annulation gratuite jusqu’à {time} le {date}.',
  'policy.freeUntilHours':
    'Annulation gratuite jusqu’à {hours, plural, one {# heure} other {# heures}} avant l’arrivée (arrivée à partir de {checkIn}).',
  'policy.freeUntilCheckIn': 'Annulation gratuite jusqu’à l’arrivée.',
  'policy.afterThat': 'Ensuite, nous facturons {penalty}.',
  'policy.ifCancel': 'Si vous annulez, nous facturons {penalty}.',
  'policy.noShow': 'Si vous ne vous présentez pas, nous facturons {penalty}.',
  'policy.noShowFree': 'Rien n’est facturé si vous ne vous présentez pas.',
  'policy.nothingToPay': 'Rien à payer.',
  'policy.nothingToday': 'Rien à payer aujourd’hui.',
  'policy.due':
    '{when, select, today {{amount} aujourd’hui} booking {{amount} à la réservation} hotel {{amount} à l’hôtel} other {{amount} le {date}}}',
  'policy.dueOnly':
    '{when, select, today {Nous débitons {amount} aujourd’hui.} booking {Nous avons débité {amount} à la réservation.} hotel {{amount} à régler à l’hôtel.} other {Nous débitons {amount} le {date}.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'la totalité du séjour',
  'policy.shareOfStay': '{percent, number} % du séjour',
}
