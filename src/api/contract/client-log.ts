import * as v from 'valibot'

/**
 * POST /api/ClientLog (the spec leaves the path unnamed). The client batches entries (spec §7: batch size 1,
 * at most 20, send timeout 5000 ms). Entries carry what an API error has — message, status, url, method — and
 * never a request body or card data. Answered with 204.
 */
export const ClientLogEntry = v.object({
  Level: v.picklist(['error', 'warn', 'info']),
  Message: v.pipe(v.string(), v.maxLength(2000)),
  Url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
  Method: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(10)))),
  Status: v.optional(v.nullable(v.number())),
  Timestamp: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  PropertyCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
})
export type ClientLogEntry = v.InferOutput<typeof ClientLogEntry>

export const ClientLogRequest = v.object({
  Entries: v.pipe(v.array(ClientLogEntry), v.minLength(1), v.maxLength(20, 'At most 20 entries per batch.')),
})
export type ClientLogRequest = v.InferOutput<typeof ClientLogRequest>
