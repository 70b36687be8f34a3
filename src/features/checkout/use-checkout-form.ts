import { useEffect, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { localResolver } from '@/ui/local-resolver'
import type { UserAccount } from '@/api/contract/account'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import type { Money } from '@/domain/money'
import { canChoosePaymentMethod, canPayByCompanyInvoice, showCustomTerms } from '@/domain/payment'
import { onlinePaymentType, paymentRefusal, type PaymentFacts } from '@/domain/payment-acceptance'
import type { BasketLine } from '@/state/basket-pricing'
import type { bookerRequirements } from '@/ui/person-fields'
import {
  checkoutSchema,
  EMPTY_CHECKOUT,
  type CheckoutField,
  type CheckoutValues,
  type PaymentMethod,
  validateCheckout,
} from './checkout-schema'
import { paymentTypeOf } from './create-booking-request'
import { formInProgress, keepDetails, keptDetails } from './payment-round-trip'

type BookerNeeds = ReturnType<typeof bookerRequirements>

/**
 * The ways of paying this booking offers (docs/product/booking.md#rules), and whether Pay by invoice is among them: exactly the payment
 * types the server accepts for it (domain/payment-acceptance, decision 0096).
 */
export function paymentMethods(input: {
  property: Pick<PropertySettings, 'PayByPayStack'>
  config: Pick<BookConfig, 'EnablePayByCompanyInvoice' | 'EnableUserChoiceOfPaymentMethod'>
  user: Pick<UserAccount, 'CanChoosePaymentMethod'> | null
  lines: readonly { ratePlan: Pick<BasketLine['ratePlan'], 'CanPayByCompanyInvoice'> }[]
  /** what is due now and the total, after any voucher */
  totals: { payNow: Money; total: Money }
  voucherApplied: boolean
}): { methods: PaymentMethod[]; invoiceChoice: boolean } {
  const { property, config, user } = input
  const companyAllowed = canPayByCompanyInvoice(
    config.EnablePayByCompanyInvoice,
    input.lines.map((line) => ({ canPayByCompanyInvoice: line.ratePlan.CanPayByCompanyInvoice })),
  )
  const { payNow, total } = input.totals
  // docs/product/booking.md#rules: Pay online / Pay by invoice only when enabled, logged in, allowed by the account, and the hotel's
  // online payment is not PayStack (there the choice is PayStack or a card, never an invoice beside them).
  const online = onlinePaymentType({ payStack: property.PayByPayStack, payNow })
  const invoiceChoice = canChoosePaymentMethod({
    enableUserChoiceOfPaymentMethod: config.EnableUserChoiceOfPaymentMethod,
    user: user ? { canChoosePaymentMethod: user.CanChoosePaymentMethod } : null,
    paymentType: online,
  })
  const facts: PaymentFacts = {
    payNow,
    total,
    voucherApplied: input.voucherApplied,
    payStack: property.PayByPayStack,
    individualInvoice: invoiceChoice,
    companyInvoice: companyAllowed,
  }
  const accepted = (method: PaymentMethod) => paymentRefusal(paymentTypeOf(method, payNow), facts) === null
  // A voucher that covers the whole stay is the one way of paying: nothing is left to pay or to guarantee.
  const methods: PaymentMethod[] = accepted('voucher')
    ? ['voucher']
    : (['card', 'invoice', 'companyInvoice', 'payStack'] as const).filter(accepted)
  return { methods, invoiceChoice }
}

type Options = {
  property: PropertySettings
  config: BookConfig
  user: UserAccount | null
  methods: PaymentMethod[]
  needs: BookerNeeds
  payNow: Money
  confirmationToken: string | undefined
  /** the first room's lead guest, as typed on Rooms & Rates */
  leadGuest?: { firstName: string; lastName: string } | null
}

/**
 * The checkout form: validated by the rules of the way of paying in force, kept in the tab as it is typed
 * (never the card), filled from a logged-in guest's account where still empty.
 */
export function useCheckoutForm({
  property,
  config,
  user,
  methods,
  needs,
  payNow,
  confirmationToken,
  leadGuest = null,
}: Options) {
  // The resolver is made once by react-hook-form but must see this render's rules: they travel by ref.
  const rulesRef = useRef({ customTermsShown: false, methods })
  const resolver: Resolver<CheckoutValues> = localResolver((values) => {
    const method = rulesRef.current.methods.includes(values.paymentMethod)
      ? values.paymentMethod
      : (rulesRef.current.methods[0] ?? 'card')
    const schema = checkoutSchema(method, {
      customTermsShown: rulesRef.current.customTermsShown,
      creatingAccount: values.createAccount,
      required: needs,
    })
    return validateCheckout(values, schema)
  })
  // Back from PayStack's page without paying (Checkout/{token}): the form as the guest left it, and why. Any
  // other load (a reload, say) finds the form as it was typed in this tab.
  const draftName = formInProgress(property.PropertyCode)
  const [returnedDetails] = useState(
    () => (confirmationToken ? keptDetails(confirmationToken) : null) ?? keptDetails(draftName),
  )
  const form = useForm<CheckoutValues>({ resolver, defaultValues: { ...EMPTY_CHECKOUT, ...returnedDetails } })

  // What is typed is kept for a reload until the booking is made (never the card: see payment-round-trip.ts).
  useEffect(() => {
    const subscription = form.watch(() => keepDetails(draftName, form.getValues()))
    return () => subscription.unsubscribe()
  }, [form, draftName])

  useBookerPrefill(form, user, leadGuest)

  const chosen = form.watch('paymentMethod')
  const method: PaymentMethod = methods.includes(chosen) ? chosen : (methods[0] ?? 'card')
  const customTermsShown = showCustomTerms(
    {
      hasCustomTermsAndConditions: config.HasCustomTermsAndConditions,
      onlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
        config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
    },
    paymentTypeOf(method, payNow),
  )
  rulesRef.current = { customTermsShown, methods }
  return { form, method, customTermsShown, draftName }
}

/**
 * The booker's fields still empty are filled, never what the guest typed (docs/product/booking.md#who-may,
 * decision 0139): from a logged-in guest's account, else from the first room's lead guest typed on Rooms & Rates.
 * An account that arrives later replaces the names the lead guest filled in, not names the guest changed.
 */
function useBookerPrefill(
  form: ReturnType<typeof useForm<CheckoutValues>>,
  user: UserAccount | null,
  leadGuest: { firstName: string; lastName: string } | null,
) {
  const filled = useRef(new Map<CheckoutField, string>())
  const firstName = leadGuest?.firstName ?? ''
  const lastName = leadGuest?.lastName ?? ''
  useEffect(() => {
    const fill: [CheckoutField, string][] = user
      ? [
          ['booker.firstName', user.Firstname],
          ['booker.lastName', user.Lastname],
          ['booker.emailAddress', user.EmailAddress],
          ['booker.telephoneNumber', user.Telephone ?? ''],
        ]
      : [
          ['booker.firstName', firstName.trim()],
          ['booker.lastName', lastName.trim()],
        ]
    for (const [field, value] of fill) {
      const now = form.getValues(field)
      const untouched = !now || now === filled.current.get(field)
      if (untouched && value) {
        form.setValue(field, value)
        filled.current.set(field, value)
      }
    }
    if (!user) return
    if (user.ReceiveBrandOffers) form.setValue('optIn', true)
    form.setValue('createAccount', false)
  }, [user, form, firstName, lastName])
}
