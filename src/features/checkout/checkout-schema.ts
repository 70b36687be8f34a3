import type { FieldErrors, ResolverResult } from 'react-hook-form'
import * as v from 'valibot'
import { NewPassword } from '@/api/contract/account'
import { type RequiredFields } from '@/domain/validation'
import { Messages } from '@/domain/form-rules'
import { t } from '@/i18n/i18n'
import {
  bookerFormSchema,
  EMPTY_BOOKER,
  type BookerFieldName,
  type BookerFormValues,
} from '@/ui/person-fields'

// The checkout form: the domain's booker and address rules (docs/product/booking.md#rules), then what the chosen way of paying
// needs. The card itself is entered in the payment provider's frame (decision 0113), never in this form: what
// the form holds of it is which stored card, if any, and whether to keep a new one on the account. The schema is
// built for the current payment method, so a card payment never asks for a purchase order.

/** How the guest pays; `voucher` when a gift voucher covers everything. */
export type PaymentMethod = 'card' | 'companyInvoice' | 'payStack' | 'invoice' | 'voucher'

export type CheckoutValues = {
  /** who books: the same fields, names and rules as the booker steps of manage booking and pre-check-in */
  booker: BookerFormValues
  specialRequests: string
  comment: string
  optIn: boolean
  paymentMethod: PaymentMethod
  /** a stored card of the logged-in guest's account, or '' for a new card */
  storedCardId: string
  saveCard: boolean
  companyId: string
  companyName: string
  poNumber: string
  /** the company's booking code (decision 0097): never kept in the tab, like the card */
  companyCode: string
  agreeToTerms: boolean
  acceptCustomTerms: boolean
  createAccount: boolean
  password: string
  confirmPassword: string
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  booker: EMPTY_BOOKER,
  specialRequests: '',
  comment: '',
  optIn: false,
  paymentMethod: 'card',
  storedCardId: '',
  saveCard: false,
  companyId: '',
  companyName: '',
  poNumber: '',
  companyCode: '',
  agreeToTerms: false,
  acceptCustomTerms: false,
  createAccount: false,
  password: '',
  confirmPassword: '',
}

export type CheckoutRules = {
  customTermsShown: boolean
  /** "create an account" is ticked: a password is needed */
  creatingAccount: boolean
  /** what is required of the booker: docs/product/booking.md#rules's fixed rules and the hotel's own (decision 0090) */
  required: RequiredFields
}

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))
const anyText = v.string()

/** What a company invoice asks: the company, its booking code and a purchase order number. */
function companyEntries(method: PaymentMethod) {
  if (method !== 'companyInvoice') return { companyId: anyText, poNumber: anyText, companyCode: anyText }
  return {
    companyId: required(t('checkout.companyRequired')),
    companyCode: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('checkout.companyCodeRequired')),
      v.maxLength(50, t('checkout.companyCodeTooLong')),
    ),
    poNumber: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('checkout.poNumberRequired')),
      v.maxLength(50, t('checkout.poNumberTooLong')),
    ),
  }
}

export function checkoutSchema(method: PaymentMethod, rules: CheckoutRules) {
  const company = companyEntries(method)

  return v.pipe(
    v.object({
      booker: bookerFormSchema(rules.required),
      specialRequests: v.pipe(v.string(), v.maxLength(2000, t('checkout.tooLong'))),
      comment: v.pipe(v.string(), v.maxLength(2000, t('checkout.tooLong'))),
      optIn: v.boolean(),
      paymentMethod: v.picklist(['card', 'companyInvoice', 'payStack', 'invoice', 'voucher']),
      storedCardId: v.string(),
      saveCard: v.boolean(),
      ...company,
      companyName: v.string(),
      agreeToTerms: v.pipe(
        v.boolean(),
        v.check((agreed) => agreed, t('checkout.termsRequired')),
      ),
      acceptCustomTerms: rules.customTermsShown
        ? v.pipe(
            v.boolean(),
            v.check((agreed) => agreed, t('checkout.customTermsRequired')),
          )
        : v.boolean(),
      createAccount: v.boolean(),
      // The server takes the hint of docs/product/booking.md#rules as its rule for new passwords (decision 0083): the form checks the
      // same rule, with the same messages, as the register page.
      password: rules.creatingAccount ? NewPassword : v.string(),
      confirmPassword: rules.creatingAccount
        ? v.pipe(v.string(), v.nonEmpty(Messages.passwordConfirmation))
        : v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => !rules.creatingAccount || input.password === input.confirmPassword,
        Messages.passwordMismatch,
      ),
      ['confirmPassword'],
    ),
  )
}

/** A field of the checkout form by its path: the booker's fields under `booker.`, the rest by name. */
export type CheckoutField = `booker.${BookerFieldName}` | Exclude<keyof CheckoutValues, 'booker'>

function isBookerField(name: string): name is BookerFieldName {
  return name in EMPTY_BOOKER
}

/** The form's values checked against the schema, with each field's first problem as its error. */
export function validateCheckout(
  values: CheckoutValues,
  schema: ReturnType<typeof checkoutSchema>,
): ResolverResult<CheckoutValues> {
  const result = v.safeParse(schema, values)
  if (result.success) return { values, errors: {} }
  const errors: FieldErrors<CheckoutValues> = {}
  const booker: NonNullable<FieldErrors<CheckoutValues>['booker']> = {}
  for (const issue of result.issues) {
    const error = { type: issue.type, message: issue.message }
    const [name = '', inner = ''] = (v.getDotPath(issue) ?? '').split('.')
    if (name === 'booker' && isBookerField(inner)) booker[inner] ??= error
    else if (name !== 'booker' && name in EMPTY_CHECKOUT) errors[name as keyof CheckoutValues] ??= error
  }
  if (Object.keys(booker).length > 0) errors.booker = booker
  return { values: {}, errors }
}
