import { createHmac } from 'node:crypto'
import type { Secrets } from './create'

/** 'P' is Pay; every other action type is StoreCard (spec §4). */
export const linkAction = (actionType: string) => (actionType.toUpperCase() === 'P' ? 'Pay' : 'StoreCard')

/** The code of a pay link: HMAC over property, action, invoice number and payment id. */
export function payLinkCode(
  secrets: Secrets,
  propertyId: number,
  actionType: string,
  invoiceNumber: string,
  paymentId?: string | null,
): string {
  return createHmac('sha256', secrets.linkSigningKey)
    .update(
      `paylink|${propertyId}|${linkAction(actionType)}|${invoiceNumber.toUpperCase()}|${paymentId ?? ''}`,
    )
    .digest('base64url')
    .slice(0, 22)
}
