/**
 * What the guest typed at checkout, kept for the round trip to PayStack's payment page and back (two full page
 * loads), so a guest who cancels there finds the form as they left it; and, as it is typed, for a reload of the
 * page (a lost connection, a phone that dropped the tab) until the booking is made. sessionStorage: this tab
 * only, gone when it closes — the same place pay by link keeps its link for the same trip (decision 0041). Never
 * the card, the security code or a password: only the fields below (decision 0063).
 */
import * as v from 'valibot'
import { KeptBooker } from '@/ui/person-fields'
import type { CheckoutValues } from './checkout-schema'
import { readStored, removeStored, writeStored } from '@/storage/web-storage'

const KeptChoices = {
  specialRequests: v.string(),
  comment: v.string(),
  optIn: v.boolean(),
  agreeToTerms: v.boolean(),
  acceptCustomTerms: v.boolean(),
  paymentMethod: v.picklist(['card', 'companyInvoice', 'payStack', 'invoice', 'voucher']),
}
const KeptDetails = v.union([
  v.object({ booker: KeptBooker, ...KeptChoices }),
  // Kept by a version before the booker was one value in the form: its fields beside the others, read the same.
  v.pipe(
    v.object({ ...KeptBooker.entries, ...KeptChoices }),
    v.transform((flat) => {
      const { specialRequests, comment, optIn, agreeToTerms, acceptCustomTerms, paymentMethod, ...booker } =
        flat
      return { booker, specialRequests, comment, optIn, agreeToTerms, acceptCustomTerms, paymentMethod }
    }),
  ),
])
type KeptDetails = v.InferOutput<typeof KeptDetails>

const key = (token: string) => `checkout-details:${token}`

export function keepDetails(token: string, values: CheckoutValues): void {
  const kept: KeptDetails = {
    booker: values.booker,
    specialRequests: values.specialRequests,
    comment: values.comment,
    optIn: values.optIn,
    agreeToTerms: values.agreeToTerms,
    acceptCustomTerms: values.acceptCustomTerms,
    paymentMethod: values.paymentMethod,
  }
  // Storage full or blocked: the guest types the details again if they come back.
  writeStored('session', key(token), JSON.stringify(kept))
}

/** The form being filled in at a property's checkout, before any booking: kept under this name. */
export const formInProgress = (propertyCode: string) => `form:${propertyCode}`

export function forgetDetails(token: string): void {
  removeStored('session', key(token))
}

export function keptDetails(token: string): KeptDetails | null {
  try {
    const raw = readStored('session', key(token))
    if (!raw) return null
    const parsed = v.safeParse(KeptDetails, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
