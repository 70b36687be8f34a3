import type { PolicyKey } from '../../domain/policy-text'

// en-GB words of a rate plan's cancellation and payment terms (decision 0129). The rules choose the sentence
// (src/domain/policy-text.ts); each language words it here. A penalty ({penalty}) is a phrase said inside the
// other sentences, so a language whose words agree with it (gender, case) can say them actively ("we charge…").
// They load with the Rooms & Rates area (../load-journey.ts), never on the search route.
export const policyMessages = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, one {the first night} other {the first # nights}}} percentage {{percentage, number}% of the price} full {the full price} other {nothing}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable':
    'Non-refundable: {penalty} is charged and not refunded if you cancel or do not arrive.',
  'policy.freeUntil': 'Free cancellation until {time} on {date}.',
  'policy.freeUntilHours':
    'Free cancellation until {hours, plural, one {# hour} other {# hours}} before arrival (check-in is at {checkIn}).',
  'policy.freeUntilCheckIn': 'Free cancellation until check-in.',
  'policy.afterThat': 'After that, {penalty} is charged.',
  'policy.ifCancel': 'If you cancel, {penalty} is charged.',
  'policy.noShow': 'If you do not arrive, {penalty} is charged.',
  'policy.noShowFree': 'Nothing is charged if you do not arrive.',
  'policy.nothingToPay': 'Nothing to pay.',
  'policy.nothingToday': 'Nothing to pay today.',
  'policy.due':
    '{when, select, today {{amount} today} booking {{amount} at booking} hotel {{amount} at the hotel} other {{amount} on {date}}}',
  'policy.dueOnly':
    '{when, select, today {{amount} is charged today.} booking {{amount} is charged at booking.} hotel {{amount} is paid at the hotel.} other {{amount} is charged on {date}.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'the whole stay',
  'policy.shareOfStay': '{percent, number}% of the stay',
} as const satisfies Record<PolicyKey, string>
