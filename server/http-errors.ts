/**
 * The one way the server refuses: an HttpError with the status and the body to answer, and for bad input a 400
 * whose ModelState maps each field's dot-path to its messages. On the ground floor, so any folder may refuse
 * without importing the HTTP plumbing (server/web/).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { INVALID_REQUEST_MESSAGE } from '@/api/contract/common'

export type ModelState = Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.Message === 'string' ? body.Message : `HTTP ${status}`)
  }
}

export function badRequest(modelState: ModelState): HttpError {
  return new HttpError(400, { Message: INVALID_REQUEST_MESSAGE, ModelState: modelState })
}
export const notFound = (message = 'Not found.') => new HttpError(404, { Message: message })
export const conflict = (message: string) => new HttpError(409, { Message: message })
/** A link that was real but can no longer be used (used, revoked or expired): it says which. */
export const gone = (message: string) => new HttpError(410, { Message: message })
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, { Message: message })
export const unauthorised = (message = 'Please log in.') => new HttpError(401, { Message: message })

/** Records one problem of the request under a field's dot-path. */
export type AddProblem = (field: string, message: string) => void

/**
 * The one way to build a ModelState: collects messages by field, in the order they were found. A Map, not an
 * object literal: a field named `__proto__` (sent by an attacker) must be a field like any other, not the
 * object's prototype.
 */
export function modelStateBuilder() {
  const fields = new Map<string, string[]>()
  const add: AddProblem = (field, message) => {
    const messages = fields.get(field)
    if (messages) messages.push(message)
    else fields.set(field, [message])
  }
  return {
    add,
    get size() {
      return fields.size
    },
    build: (): ModelState => Object.fromEntries(fields),
  }
}

/** Adds every problem of a ModelState; true when there were any. */
export function addAll(problems: ModelState, add: AddProblem): boolean {
  for (const [field, messages] of Object.entries(problems))
    for (const message of messages) add(field, message)
  return Object.keys(problems).length > 0
}

/** Throws the 400 naming every problem, when there is one. */
export function refuseIfAny(problems: ModelState): void {
  if (Object.keys(problems).length > 0) throw badRequest(problems)
}

export function modelStateOf(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): ModelState {
  const out = modelStateBuilder()
  for (const issue of issues) out.add(v.getDotPath(issue) ?? '', issue.message)
  return out.build()
}
