import { describe, expect, it } from 'vitest'
import { NON_REFUNDABLE, type CancellationRules } from '@/domain/cancellation-rules'
import { formatMoney } from '@/domain/money'
import type { SchedulePolicy } from '@/domain/payment-schedule'
import {
  cancellationText,
  formatLongDate,
  paymentTermsText,
  paymentText,
  type PolicyWords,
} from '@/domain/policy-text'
import '@/i18n/all-locales'
import { policyWords } from '@/i18n/policy-words'
import type { Locale } from '@/i18n/locales'

const flexible: CancellationRules = {
  refundable: true,
  freeUntilHoursBeforeArrival: 48,
  lateCancellation: { kind: 'Nights', nights: 1 },
  noShow: { kind: 'Nights', nights: 1 },
}
const stay = { price: 30_555, nightly: [10_185, 10_185, 10_185] }
const pounds = (locale: Locale): PolicyWords => policyWords('GBP', locale)
const english = pounds('en-GB')
// Intl writes some amounts with a no-break space (de '101,85 £', fr '101,85 £'): compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('policy text in British English', () => {
  it('says the day as the guest reads it', () => {
    expect(formatLongDate('2027-03-08', 'en-GB')).toBe('Monday 8 March 2027')
  })

  it('says the free deadline as an absolute time and the penalty with its amount', () => {
    expect(
      cancellationText({ ...flexible, freeUntilHoursBeforeArrival: 0 }, '2027-03-08', stay, english),
    ).toBe(
      'Free cancellation until 14:00 on Monday 8 March 2027. After that, the first night (£101.85) is charged.',
    )
    expect(cancellationText(flexible, '2027-03-08', stay, english)).toBe(
      'Free cancellation until 14:00 on Saturday 6 March 2027. After that, the first night (£101.85) is charged.',
    )
  })

  it('says a non-refundable plan plainly', () => {
    expect(cancellationText(NON_REFUNDABLE, '2027-03-08', stay, english)).toBe(
      'Non-refundable: the full price (£305.55) is charged and not refunded if you cancel or do not arrive.',
    )
  })

  it('adds the no-show when it differs, and words without amounts or arrival', () => {
    const rules: CancellationRules = {
      refundable: true,
      freeUntilHoursBeforeArrival: 24,
      lateCancellation: { kind: 'Percentage', percentage: 50 },
      noShow: { kind: 'Full' },
    }
    expect(cancellationText(rules, '2027-03-08', undefined, english)).toBe(
      'Free cancellation until 14:00 on Sunday 7 March 2027. After that, 50% of the price is charged. If you do not arrive, the full price is charged.',
    )
    expect(cancellationText(rules, null, undefined, english)).toBe(
      'Free cancellation until 24 hours before arrival (check-in is at 14:00). After that, 50% of the price is charged. If you do not arrive, the full price is charged.',
    )
  })

  it('takes the caller’s money formatter', () => {
    const words = policyWords((m) => `EUR ${m / 100}`, 'en-GB')
    expect(cancellationText(flexible, '2027-03-08', stay, words)).toBe(
      'Free cancellation until 14:00 on Saturday 6 March 2027. After that, the first night (EUR 101.85) is charged.',
    )
  })

  it('says the payment schedule', () => {
    expect(paymentText([{ due: '2027-03-01', amount: 30_555 }], english)).toBe(
      'Nothing to pay today. £305.55 is charged on Monday 1 March 2027.',
    )
    expect(
      paymentText(
        [
          { due: 'AtBooking', amount: 6_111 },
          { due: '2027-03-01', amount: 24_444 },
        ],
        english,
      ),
    ).toBe('£61.11 today, £244.44 on Monday 1 March 2027.')
    expect(paymentText([{ due: 'AtBooking', amount: 30_555 }], english)).toBe('£305.55 is charged today.')
    expect(paymentText([{ due: 'AtBooking', amount: 30_555 }], english, { booked: true })).toBe(
      '£305.55 is charged at booking.',
    )
    expect(paymentText([{ due: 'AtHotel', amount: 30_555 }], english)).toBe(
      'Nothing to pay today. £305.55 is paid at the hotel.',
    )
  })
})

describe('policy text in the guest’s language (decision 0129)', () => {
  it('German: the deadline, the days and the money as Germans write them', () => {
    const de = policyWords('EUR', 'de')
    expect(plain(cancellationText(flexible, '2027-03-08', stay, de))).toBe(
      'Kostenlose Stornierung bis 14:00 Uhr am Samstag, 6. März 2027. Danach berechnen wir die erste Nacht (101,85 €).',
    )
    expect(plain(cancellationText(NON_REFUNDABLE, '2027-03-08', stay, de))).toBe(
      'Nicht erstattbar: Wir berechnen den vollen Preis (305,55 €) und erstatten bei Stornierung oder Nichtanreise nichts zurück.',
    )
    expect(plain(paymentText([{ due: '2027-03-01', amount: 30_555 }], de))).toBe(
      'Heute ist nichts zu bezahlen. 305,55 € wird am Montag, 1. März 2027 berechnet.',
    )
    expect(
      plain(
        paymentText(
          [
            { due: 'AtBooking', amount: 6_111 },
            { due: 'AtHotel', amount: 24_444 },
          ],
          de,
        ),
      ),
    ).toBe('61,11 € heute, 244,44 € im Hotel.')
  })

  it('French: plural nights, a percentage and the whole stay as words', () => {
    const fr = pounds('fr')
    const twoNights: CancellationRules = {
      ...flexible,
      lateCancellation: { kind: 'Nights', nights: 2 },
      noShow: { kind: 'Percentage', percentage: 50 },
    }
    expect(plain(cancellationText(twoNights, '2027-03-08', stay, fr))).toBe(
      'Annulation gratuite jusqu’à 14:00 le samedi 6 mars 2027. Ensuite, nous facturons les 2 premières nuits (203,70 £GB). Si vous ne vous présentez pas, nous facturons 50 % du prix (152,78 £GB).',
    )
    expect(cancellationText(flexible, null, undefined, fr)).toBe(
      'Annulation gratuite jusqu’à 48 heures avant l’arrivée (arrivée à partir de 14:00). Ensuite, nous facturons la première nuit.',
    )
  })

  it('Arabic: its own plural forms and the hotel’s money in Arabic', () => {
    const ar = pounds('ar')
    const nights = (n: number): CancellationRules => ({
      ...flexible,
      lateCancellation: { kind: 'Nights', nights: n },
      noShow: { kind: 'Nights', nights: n },
    })
    const long = { price: 100_000, nightly: Array.from({ length: 20 }, () => 5_000) }
    expect(cancellationText(nights(1), null, undefined, ar)).toContain('نحتسب الليلة الأولى')
    expect(cancellationText(nights(2), null, undefined, ar)).toContain('نحتسب أول ليلتين')
    expect(cancellationText(nights(3), null, undefined, ar)).toContain('نحتسب أول 3 ليالٍ')
    expect(cancellationText(nights(11), null, long, ar)).toContain(
      `أول 11 ليلة (${formatMoney(55_000, 'GBP', 'ar')})`,
    )
    expect(cancellationText(flexible, '2027-03-08', stay, ar)).toMatch(/^إلغاء مجاني حتى الساعة .+ يوم السبت/)
  })

  it('every language says a deposit schedule before the price is known, never in English', () => {
    const policy: SchedulePolicy = {
      automaticPaymentType: 'TimeOfBooking',
      percentageToCharge: 100,
      daysBeforeArrival: 0,
      deposits: [
        { percentage: 20, daysBeforeArrival: null },
        { percentage: 80, daysBeforeArrival: 7 },
      ],
    }
    const says = (locale: Locale) => paymentTermsText(policy, '2027-03-08', '2027-01-10', pounds(locale))
    expect(says('en-GB')).toBe('20% of the stay today, 80% of the stay on Monday 1 March 2027.')
    expect(plain(says('de'))).toBe(
      '20 % des Aufenthalts heute, 80 % des Aufenthalts am Montag, 1. März 2027.',
    )
    expect(says('it')).toBe('20% del soggiorno oggi e 80% del soggiorno lunedì 1 marzo 2027.')
    for (const locale of ['fr', 'es', 'nl', 'ar'] as const) expect(says(locale)).not.toMatch(/stay|today/)
  })
})
