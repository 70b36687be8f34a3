/**
 * The desk's one API file (decision 0117): the fetch wrapper (JSON, the session cookie, the CSRF token on every
 * change, answers parsed with the contract, failures as ApiError), the query keys and the hooks.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError, codeForStatus } from '@/api/api-error'
import {
  DESK_CSRF_HEADER,
  DeskBooking,
  DeskDay,
  DeskDone,
  DeskLog,
  DeskLoginResponse,
  DeskSearchResult,
  DeskSession,
  DeskStaffList,
  DeskTotpSetup,
} from '@/api/contract/desk'
import {
  DeskActionResult,
  DeskChangeOptions,
  DeskChangeQuote,
  DeskMoney,
  DeskPayLink,
  type DeskCancelRequest,
  type DeskChangeQuoteRequest,
  type DeskChangeRequest,
  type DeskRefundRequest,
} from '@/api/contract/desk-actions'
import {
  DeskGroup,
  DeskInvitation,
  type DeskInvitationAccept,
  type DeskInvitationRequest,
  type DeskStaffAddRequest,
} from '@/api/contract/desk-staff'

const ErrorShape = v.object({
  Message: v.optional(v.string()),
  ModelState: v.optional(v.record(v.string(), v.array(v.string()))),
})

/** The session's CSRF token, from the login or the session answer; sent with every change. */
let csrfToken = ''

export async function call<S extends v.GenericSchema>(
  path: string,
  schema: S,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json'
    if (csrfToken) headers[DESK_CSRF_HEADER] = csrfToken
  }
  let response: Response
  try {
    response = await fetch(`/api/Desk/${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    })
  } catch {
    throw new ApiError('network', 'The desk could not reach the server. Please check the connection.')
  }
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const shape = v.safeParse(ErrorShape, answer)
    throw new ApiError(codeForStatus(response.status), shape.success ? (shape.output.Message ?? '') : '', {
      status: response.status,
      modelState: shape.success ? (shape.output.ModelState ?? {}) : {},
      body: answer,
    })
  }
  const parsed = v.safeParse(schema, answer)
  if (!parsed.success) throw new ApiError('invalid-response', 'The server’s answer was not understood.')
  return parsed.output
}

const enc = encodeURIComponent

export const deskKeys = {
  session: ['desk', 'session'] as const,
  day: (code: string, date: string) => ['desk', code, 'day', date] as const,
  search: (code: string, query: string) => ['desk', code, 'search', query] as const,
  booking: (code: string, reference: string) => ['desk', code, 'booking', reference.toUpperCase()] as const,
  log: (code: string) => ['desk', code, 'log'] as const,
  money: (code: string, reference: string) =>
    ['desk', code, 'booking', reference.toUpperCase(), 'money'] as const,
  change: (code: string, reference: string) =>
    ['desk', code, 'booking', reference.toUpperCase(), 'change'] as const,
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: deskKeys.session,
    queryFn: async () => {
      try {
        const session = await call('Session', DeskSession)
        csrfToken = session.CsrfToken
        return session
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
    retry: false,
  })

export const useSession = () => useQuery(sessionQuery())

/** The day's lists; without a day, the hotel's today (the server knows the hotel's clock). */
export function useDay(code: string, date: string | null) {
  return useQuery({
    queryKey: deskKeys.day(code, date ?? 'today'),
    queryFn: () => call(`${enc(code)}/Day${date ? `?date=${enc(date)}` : ''}`, DeskDay),
  })
}

export type SearchInput = { q: string; from: string; to: string }

export function useSearch(code: string, input: SearchInput | null) {
  const query = new URLSearchParams(
    Object.entries(input ?? {}).filter(([, value]) => value !== ''),
  ).toString()
  return useQuery({
    queryKey: deskKeys.search(code, query),
    queryFn: () => call(`${enc(code)}/Search?${query}`, DeskSearchResult),
    enabled: input !== null,
    retry: false,
  })
}

export function useBooking(code: string, reference: string) {
  return useQuery({
    queryKey: deskKeys.booking(code, reference),
    queryFn: () => call(`${enc(code)}/Bookings/${enc(reference)}`, DeskBooking),
    retry: false,
  })
}

/** The property's log, a page of 50 at a time: `before` is the oldest entry shown so far (none: the newest). */
export function useLog(code: string, before: number | null) {
  return useQuery({
    queryKey: [...deskKeys.log(code), before ?? 'newest'],
    queryFn: () => call(`${enc(code)}/Log${before === null ? '' : `?before=${before}`}`, DeskLog),
    placeholderData: (previous) => previous,
  })
}

/** What each action on the booking would do to the money now. */
export function useBookingMoney(code: string, reference: string) {
  return useQuery({
    queryKey: deskKeys.money(code, reference),
    queryFn: () => call(`${enc(code)}/Bookings/${enc(reference)}/Money`, DeskMoney),
    retry: false,
  })
}

/** A change to a booking: afterwards its page (its money too) and the log are read again. */
function useBookingChange<T, R extends DeskDone>(
  code: string,
  reference: string,
  send: (input: T) => Promise<R>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: deskKeys.booking(code, reference) })
      await client.invalidateQueries({ queryKey: deskKeys.log(code) })
    },
  })
}

export const useAddNote = (code: string, reference: string) =>
  useBookingChange(code, reference, (text: string) =>
    call(`${enc(code)}/Bookings/${enc(reference)}/Notes`, DeskDone, { method: 'POST', body: { Text: text } }),
  )

export const useResendConfirmation = (code: string, reference: string) =>
  useBookingChange(code, reference, () =>
    call(`${enc(code)}/Bookings/${enc(reference)}/ResendConfirmation`, DeskDone, { method: 'POST' }),
  )

const action = (code: string, reference: string, name: string) =>
  `${enc(code)}/Bookings/${enc(reference)}/${name}`

export const useCancelBooking = (code: string, reference: string) =>
  useBookingChange(code, reference, (input: DeskCancelRequest) =>
    call(action(code, reference, 'Cancel'), DeskActionResult, { method: 'POST', body: input }),
  )

export const useMarkNoShow = (code: string, reference: string) =>
  useBookingChange(code, reference, () =>
    call(action(code, reference, 'NoShow'), DeskActionResult, { method: 'POST' }),
  )

export const useRefund = (code: string, reference: string) =>
  useBookingChange(code, reference, (input: DeskRefundRequest) =>
    call(action(code, reference, 'Refund'), DeskActionResult, { method: 'POST', body: input }),
  )

export const useSendPayLink = (code: string, reference: string) =>
  useBookingChange(code, reference, () =>
    call(action(code, reference, 'PayLink'), DeskPayLink, { method: 'POST' }),
  )

/** What a change of dates or room starts from: the booking's version, its rooms, room types and rate plans. */
export function useChangeOptions(code: string, reference: string, enabled: boolean) {
  return useQuery({
    queryKey: deskKeys.change(code, reference),
    queryFn: () => call(action(code, reference, 'ChangeOptions'), DeskChangeOptions),
    enabled,
    retry: false,
  })
}

/** What a change would do (nothing written), before it is made. */
export const useChangeQuote = (code: string, reference: string) =>
  useMutation({
    mutationFn: (input: DeskChangeQuoteRequest) =>
      call(action(code, reference, 'ChangeQuote'), DeskChangeQuote, { method: 'POST', body: input }),
  })

export const useChangeBooking = (code: string, reference: string) =>
  useBookingChange(code, reference, (input: DeskChangeRequest) =>
    call(action(code, reference, 'Change'), DeskActionResult, { method: 'POST', body: input }),
  )

/** A group's properties this staff member works at; null when the code is no group of theirs. */
export function useGroup(code: string) {
  return useQuery({
    queryKey: ['desk', 'group', code],
    queryFn: () => call(`Group/${enc(code)}`, DeskGroup).catch(() => null),
    retry: false,
  })
}

export function useStaff(code: string) {
  return useQuery({
    queryKey: ['desk', code, 'staff'],
    queryFn: () => call(`${enc(code)}/Staff`, DeskStaffList),
  })
}

/**
 * The owner's staff changes: invite (a body with the role); Reset, Remove, or Resend or Revoke the link waiting
 * for someone (a body with the address).
 */
export function useStaffChange(code: string, path: '' | '/Reset' | '/Remove' | '/Resend' | '/Revoke') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: DeskStaffAddRequest | { Email: string }) =>
      call(`${enc(code)}/Staff${path}`, DeskDone, { method: 'POST', body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['desk', code, 'staff'] })
      await client.invalidateQueries({ queryKey: deskKeys.log(code) })
    },
  })
}

/** Password, then (when TOTP is on) the code; the session query is refreshed once logged in. */
export function useLogin() {
  const client = useQueryClient()
  const done = async (answer: DeskLoginResponse) => {
    csrfToken = answer.CsrfToken ?? ''
    if (answer.Status === 'LoggedIn') await client.invalidateQueries({ queryKey: deskKeys.session })
    return answer
  }
  return {
    password: useMutation({
      mutationFn: async (input: { Email: string; Password: string }) =>
        done(await call('Login', DeskLoginResponse, { method: 'POST', body: input })),
    }),
    code: useMutation({
      mutationFn: async (code: string) =>
        done(await call('Login/Totp', DeskLoginResponse, { method: 'POST', body: { Code: code } })),
    }),
  }
}

/** What a mailed link is for (no session needed); refused links come back as the server's own message. */
export function useInvitation(link: DeskInvitationRequest) {
  return useQuery({
    queryKey: ['desk', 'invitation', link.Code, link.Token],
    queryFn: () => call('Invitation', DeskInvitation, { method: 'POST', body: link }),
    enabled: link.Token !== '',
    retry: false,
    staleTime: Infinity,
  })
}

/** Choosing the password through the link: the answer logs the member in, as a login does. */
export function useAcceptInvitation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: DeskInvitationAccept) =>
      call('Invitation/Accept', DeskLoginResponse, { method: 'POST', body }),
    onSuccess: async (answer) => {
      csrfToken = answer.CsrfToken ?? ''
      await client.invalidateQueries({ queryKey: deskKeys.session })
    },
  })
}

export function useLogout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => call('Logout', DeskDone, { method: 'POST' }),
    onSettled: () => {
      csrfToken = ''
      client.clear()
      client.setQueryData(deskKeys.session, null)
    },
  })
}

export const useStartTotp = () =>
  useMutation({ mutationFn: () => call('Totp/Start', DeskTotpSetup, { method: 'POST' }) })

export function useConfirmTotp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => call('Totp/Confirm', DeskDone, { method: 'POST', body: { Code: code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.session }),
  })
}
