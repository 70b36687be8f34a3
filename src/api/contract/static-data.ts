import * as v from 'valibot'

/** GET /api/StaticData/{propertyId}/countries */
export const Country = v.object({
  Id: v.number(),
  Name: v.string(),
  IsoCode: v.string(),
  DialCode: v.string(),
})
export type Country = v.InferOutput<typeof Country>
export const CountryList = v.array(Country)
export type CountryList = v.InferOutput<typeof CountryList>

/** GET /api/StaticData/{propertyId}/creditcardtypes — Name is the text a detected type is matched by (docs/product/the-app.md#rules). */
export const CreditCardType = v.object({ Id: v.number(), Name: v.string(), Code: v.string() })
export type CreditCardType = v.InferOutput<typeof CreditCardType>
export const CreditCardTypeList = v.array(CreditCardType)
export type CreditCardTypeList = v.InferOutput<typeof CreditCardTypeList>

/** GET /api/StaticData/{propertyId}/CancellationReasons */
export const CancellationReason = v.object({ Id: v.number(), Name: v.string() })
export type CancellationReason = v.InferOutput<typeof CancellationReason>
export const CancellationReasonList = v.array(CancellationReason)
export type CancellationReasonList = v.InferOutput<typeof CancellationReasonList>

/** POST /api/StaticData/{propertyId}/flush — drops server-side caches. */
export const FlushResponse = v.object({ Success: v.boolean() })
export type FlushResponse = v.InferOutput<typeof FlushResponse>
