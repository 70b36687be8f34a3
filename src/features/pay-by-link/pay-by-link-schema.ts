import * as v from 'valibot'
import { isCardExpired, luhnValid } from '@/domain/cards'
import { emailSchema } from '@/domain/validation'
import { t } from '@/i18n/i18n'

// The pay-by-link form (spec §5: a valid e-mail and, unless the property uses PayByPayStack, a valid card).
// Card fields live only in this form's memory and the Process request; they are never stored anywhere.

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

export type PayByLinkValues = {
  email: string
  creditCardName: string
  creditCardNumber: string
  expiryMonth: string
  expiryYear: string
  cvvNumber: string
}

export function payByLinkSchema(payByPayStack: boolean, today: string) {
  const [year, month] = today.split('-').map(Number)
  if (payByPayStack) {
    return v.object({
      email: emailSchema,
      creditCardName: v.string(),
      creditCardNumber: v.string(),
      expiryMonth: v.string(),
      expiryYear: v.string(),
      cvvNumber: v.string(),
    })
  }
  return v.pipe(
    v.object({
      email: emailSchema,
      creditCardName: required(t('payByLink.nameOnCardRequired')),
      creditCardNumber: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t('payByLink.cardNumberRequired')),
        v.check((n) => luhnValid(n), t('payByLink.cardNumberInvalid')),
      ),
      expiryMonth: required(t('payByLink.expiryMonthRequired')),
      expiryYear: required(t('payByLink.expiryYearRequired')),
      cvvNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, t('payByLink.securityCodeInvalid'))),
    }),
    v.forward(
      v.partialCheck(
        [['expiryMonth'], ['expiryYear']],
        (i) =>
          i.expiryMonth === '' ||
          i.expiryYear === '' ||
          !isCardExpired(Number(i.expiryMonth), Number(i.expiryYear), { year: year ?? 0, month: month ?? 0 }),
        t('payByLink.cardExpired'),
      ),
      ['expiryYear'],
    ),
  )
}
