import type { policyMessages } from '../en-gb/policy'
import type { Translation } from '../translation'

// Spanish (usted): the cancellation and payment terms (decision 0129). Said actively ("cobramos …"), so no
// participle has to agree with the penalty.
export const policy: Translation<typeof policyMessages> = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, one {la primera noche} other {las primeras # noches}}} percentage {el {percentage, number} % del precio} full {el precio total} other {nada}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable':
    'No reembolsable: cobramos {penalty} y no reembolsamos nada si cancela o no se presenta.',
  'policy.freeUntil': 'Cancelación gratuita hasta las {time} del {date}.',
  'policy.freeUntilHours':
    'Cancelación gratuita hasta {hours, plural, one {# hora} other {# horas}} antes de la llegada (el check-in es a las {checkIn}).',
  'policy.freeUntilCheckIn': 'Cancelación gratuita hasta el check-in.',
  'policy.afterThat': 'Después, cobramos {penalty}.',
  'policy.ifCancel': 'Si cancela, cobramos {penalty}.',
  'policy.noShow': 'Si no se presenta, cobramos {penalty}.',
  'policy.noShowFree': 'No cobramos nada si no se presenta.',
  'policy.nothingToPay': 'Nada que pagar.',
  'policy.nothingToday': 'Hoy no hay nada que pagar.',
  'policy.due':
    '{when, select, today {{amount} hoy} booking {{amount} al reservar} hotel {{amount} en el hotel} other {{amount} el {date}}}',
  'policy.dueOnly':
    '{when, select, today {Cobramos {amount} hoy.} booking {Cobramos {amount} al reservar.} hotel {{amount} se paga en el hotel.} other {Cobramos {amount} el {date}.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'la estancia completa',
  'policy.shareOfStay': 'el {percent, number} % de la estancia',
}
