import type { policyMessages } from '../en-gb/policy'
import type { Translation } from '../translation'

// Italian (tu): the cancellation and payment terms (decision 0129). Said actively ("addebitiamo …"), so no
// participle has to agree with the penalty.
export const policy: Translation<typeof policyMessages> = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, one {la prima notte} other {le prime # notti}}} percentage {una quota del {percentage, number}% del prezzo} full {il prezzo intero} other {nulla}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable':
    'Non rimborsabile: addebitiamo {penalty} e non rimborsiamo nulla se cancelli o non arrivi.',
  'policy.freeUntil': 'Cancellazione gratuita fino alle {time} di {date}.',
  'policy.freeUntilHours':
    'Cancellazione gratuita fino a {hours, plural, one {# ora} other {# ore}} prima dell’arrivo (check-in dalle {checkIn}).',
  'policy.freeUntilCheckIn': 'Cancellazione gratuita fino al check-in.',
  'policy.afterThat': 'Dopo, addebitiamo {penalty}.',
  'policy.ifCancel': 'Se cancelli, addebitiamo {penalty}.',
  'policy.noShow': 'Se non arrivi, addebitiamo {penalty}.',
  'policy.noShowFree': 'Non addebitiamo nulla se non arrivi.',
  'policy.nothingToPay': 'Niente da pagare.',
  'policy.nothingToday': 'Oggi non paghi niente.',
  'policy.due':
    '{when, select, today {{amount} oggi} booking {{amount} alla prenotazione} hotel {{amount} in hotel} other {{amount} {date}}}',
  'policy.dueOnly':
    '{when, select, today {Addebitiamo {amount} oggi.} booking {Abbiamo addebitato {amount} alla prenotazione.} hotel {{amount} si paga in hotel.} other {Addebitiamo {amount} {date}.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'l’intero soggiorno',
  'policy.shareOfStay': '{percent, number}% del soggiorno',
}
