/**
 * Pay by link (docs/product/after-booking.md#what-is-kept, docs/product/after-booking.md#calls): /SecurePay/{propertyCode}/{actionType}/{invoiceNumber}/{code}?id. actionType 'P' means
 * Pay; any other value means StoreCard. The code is an HMAC of property, action, invoice number and payment id made
 * with the server's LINK_SIGNING_KEY, so links cannot be forged or altered.
 */
import * as v from 'valibot'
import { BrowserData, CardDetails, IsoDate, Money, OptionalId, PropertyRef } from './common'
import { Email } from './contact-fields'

/** GET /api/PayByLink/Config/{id} (fields not shown in the spec). */
export const PayByLinkConfig = v.object({
  Enabled: v.boolean(),
  PayByPayStack: v.boolean(),
  InvalidLinkMessage: v.string(),
  NoOutstandingBalanceMessage: v.string(),
})
export type PayByLinkConfig = v.InferOutput<typeof PayByLinkConfig>

export const PayByLinkQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  invoiceNumber: v.pipe(v.string(), v.minLength(1, 'An invoice number is required.'), v.maxLength(40)),
  hash: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
  actionType: v.pipe(v.string(), v.minLength(1), v.maxLength(10)),
  paymentId: v.optional(v.pipe(v.string(), v.maxLength(40))),
})
export type PayByLinkQuery = v.InferOutput<typeof PayByLinkQuery>

export const PayByLinkAction = v.picklist(['None', 'Pay', 'StoreCard'])
export type PayByLinkAction = v.InferOutput<typeof PayByLinkAction>

/**
 * One line of what an invoice is for (decision 0142): a room of the stay (its room type and rate, its dates, its
 * price with extras), the stay's visitor levy, VAT added to the prices, a voucher taken off (negative); an invoice
 * with no stay has one line, its description. The app writes the dates in its own style and names the kinds.
 */
export const PayByLinkLine = v.object({
  Kind: v.picklist(['Room', 'VisitorLevy', 'Vat', 'Discount', 'Invoice']),
  Description: v.string(),
  DateFrom: v.nullable(IsoDate),
  DateTo: v.nullable(IsoDate),
  Amount: Money,
})
export type PayByLinkLine = v.InferOutput<typeof PayByLinkLine>

/** GET /api/PayByLink/Get — the link's transaction, prefilled for Process. */
export const PayByLinkInfo = v.object({
  PropertyId: v.number(),
  Type: v.string(),
  Action: PayByLinkAction,
  InvoiceNumber: v.string(),
  ReferenceNumber: v.nullable(v.string()),
  EntityId: v.number(),
  Currency: v.string(),
  AmountToPay: Money,
  AmountPaid: Money,
  PaymentId: v.nullable(v.string()),
  Hash: v.string(),
  Timestamp: v.string(),
  Description: v.string(),
  Email: v.string(),
  /** The stay the invoice is for, when it is one (the app writes the dates in its style). */
  Stay: v.optional(v.nullable(v.object({ DateFrom: IsoDate, DateTo: IsoDate })), null),
  Lines: v.optional(v.array(PayByLinkLine), []),
})
export type PayByLinkInfo = v.InferOutput<typeof PayByLinkInfo>

/** POST /api/PayByLink/Process — docs/product/after-booking.md#what-is-kept "Pay-by-link transaction". */
export const PayByLinkTransaction = v.object({
  PropertyId: PropertyRef,
  Type: v.optional(v.pipe(v.string(), v.maxLength(40)), 'Invoice'),
  Action: PayByLinkAction,
  InvoiceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  EntityId: OptionalId,
  AmountToPay: Money,
  PaymentId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  Hash: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  Timestamp: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  Description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  Email,
  /** Required unless the property uses PayByPayStack. */
  CardDetails: v.optional(v.nullable(CardDetails)),
  BrowserData: v.optional(v.nullable(BrowserData)),
  TransactionReference: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
})
export type PayByLinkTransaction = v.InferOutput<typeof PayByLinkTransaction>

export const PayByLinkProcessResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  ConfirmationToken: v.nullable(v.string()),
  /** PayByPayStack: the payment page to send the browser to; it comes back to the Status page. */
  RedirectUrl: v.optional(v.nullable(v.string())),
})
export type PayByLinkProcessResponse = v.InferOutput<typeof PayByLinkProcessResponse>

/** GET /api/PayByLink/Status and /Confirmation: referenceNumber is the ConfirmationToken from Process. */
export const PayByLinkLookupQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  referenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
})
export const PayByLinkStatus = v.object({
  Status: v.picklist(['Pending', 'Confirmed', 'Failed']),
  ReferenceNumber: v.string(),
  Message: v.nullable(v.string()),
})
export type PayByLinkStatus = v.InferOutput<typeof PayByLinkStatus>
export const PayByLinkConfirmation = v.object({
  PropertyName: v.string(),
  Action: PayByLinkAction,
  InvoiceNumber: v.string(),
  TransactionReference: v.string(),
  Currency: v.string(),
  AmountPaid: Money,
  Outstanding: Money,
  CardBrand: v.nullable(v.string()),
  CardLastFour: v.nullable(v.string()),
  ProcessedAt: v.string(),
})
export type PayByLinkConfirmation = v.InferOutput<typeof PayByLinkConfirmation>
