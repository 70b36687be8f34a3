/**
 * The account area of the API (docs/product/account.md#calls): the current guest, stored cards, payment-method permission, and every
 * account action, as fetchers, query options and hooks. Checkout and the account screens both use it.
 *
 * A guest is logged in when the user query holds a user (docs/product/account.md#steps); `null` means nobody is, `undefined` that it
 * is not known yet. The session itself is an HttpOnly cookie the app never sees.
 *
 * Trap: logging out must forget the account on this device, not only on the server: `forgetAccountOnDevice`
 * drops every cached account query, removes the account's keys from sessionStorage and localStorage, and calls
 * every listener registered with `onAccountLogout` (device storage subscribes there to delete the account's
 * records). It runs even when the server cannot be reached; the server call is then retried at the next start.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError } from './api-error'
import { apiRequest } from './client'
import { AccountActionResponse, LoginResponse, UserAccount, type StoredCreditCard } from './contract/account'
import { languageCode } from '@/i18n/i18n'
import { readStored, removeStored, storedKeys, writeStored, type StorageArea } from '@/storage/web-storage'

export type { StoredCreditCard, UserAccount, LoginResponse, AccountActionResponse }

// ---------------------------------------------------------------- keys

export const accountKeys = {
  all: ['account'] as const,
  me: (propertyId: number) => ['account', 'me', propertyId] as const,
}

/** Keys in sessionStorage or localStorage that hold account data start with this; logout removes them all. */
export const ACCOUNT_STORAGE_PREFIX = 'account.'
/** Set when a logout could not reach the server: the session cookie may still be live there. */
const LOGOUT_PENDING_KEY = 'logout-pending'

// ---------------------------------------------------------------- request bodies (apiRequest adds LanguageCode)

export type AuthenticateInput = { PropertyId: number; EmailAddress: string; Password: string }
export type RegisterInput = {
  PropertyId: number
  EmailAddress: string
  Password: string
  Firstname: string
  Lastname: string
  MobileNumber?: string | null
}
export type UpdateAccountInput = {
  PropertyId: number
  Firstname: string
  Lastname: string
  Telephone?: string | null
  ReceiveBrandOffers: boolean
}
export type ChangePasswordInput = { PropertyId: number; CurrentPassword: string; NewPassword: string }
export type RequestPasswordResetInput = { PropertyId: number; EmailAddress: string }
export type PasswordResetInput = { PropertyId: number; Token: string; Password: string }
export type ConfirmEmailInput = { PropertyId: number; Token: string }
export type RemoveCardInput = { PropertyId: number; CreditCardId: number }

// ---------------------------------------------------------------- fetchers

/** GET /api/Account: the logged-in guest, or null when nobody is (a 401). */
export async function fetchAccount(propertyId: number, signal?: AbortSignal): Promise<UserAccount | null> {
  if (logoutPending()) {
    await finishPendingLogout()
    return null
  }
  try {
    return await apiRequest('/Account', { query: { propertyId }, schema: UserAccount, signal })
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unauthorised') return null
    throw error
  }
}

export function authenticate(input: AuthenticateInput): Promise<LoginResponse> {
  return apiRequest('/Account/Authenticate', {
    method: 'POST',
    body: input,
    schema: LoginResponse,
  })
}

export function register(input: RegisterInput): Promise<LoginResponse> {
  return apiRequest('/Account/Register', {
    method: 'POST',
    body: { ...input, MobileNumber: input.MobileNumber || null },
    schema: LoginResponse,
  })
}

/** POST /api/Account/Logout on the server only; use `useLogout` to also forget the account on the device. */
export function logout(): Promise<AccountActionResponse | null> {
  return apiRequest('/Account/Logout', {
    method: 'POST',
    body: {},
    schema: v.nullable(AccountActionResponse),
  })
}

export function updateAccount(input: UpdateAccountInput): Promise<UserAccount> {
  return apiRequest('/Account/Update', {
    method: 'POST',
    body: { ...input, Telephone: input.Telephone || null, Language: languageCode() },
    schema: UserAccount,
  })
}

export function changePassword(input: ChangePasswordInput): Promise<AccountActionResponse> {
  return apiRequest('/Account/ChangePassword', { method: 'POST', body: input, schema: AccountActionResponse })
}

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<AccountActionResponse> {
  return apiRequest('/Account/RequestPasswordReset', {
    method: 'POST',
    body: input,
    schema: AccountActionResponse,
  })
}

export function resetPassword(input: PasswordResetInput): Promise<AccountActionResponse> {
  return apiRequest('/Account/PasswordReset', { method: 'POST', body: input, schema: AccountActionResponse })
}

export function confirmEmail(input: ConfirmEmailInput): Promise<AccountActionResponse> {
  return apiRequest('/Account/ConfirmEmail', { method: 'POST', body: input, schema: AccountActionResponse })
}

export function sendConfirmEmail(propertyId: number): Promise<AccountActionResponse> {
  return apiRequest('/Account/SendConfirmEmail', {
    method: 'POST',
    body: { PropertyId: propertyId },
    schema: AccountActionResponse,
  })
}

export function removeStoredCard(input: RemoveCardInput): Promise<UserAccount> {
  return apiRequest('/Account/RemoveCard', { method: 'POST', body: input, schema: UserAccount })
}

// ---------------------------------------------------------------- queries

export function accountQuery(propertyId: number) {
  return queryOptions({
    queryKey: accountKeys.me(propertyId),
    queryFn: ({ signal }) => fetchAccount(propertyId, signal),
    staleTime: 5 * 60 * 1000,
  })
}

/**
 * The current guest at a property: data is the user, null when nobody is logged in. Pass `enabled` false where
 * the property has accounts off (UseUserAccountOnBookingEngine), so nothing is asked.
 */
export function useAccount(propertyId: number, enabled = true, options: { fresh?: boolean } = {}) {
  return useQuery({
    ...accountQuery(propertyId),
    enabled,
    // A screen that shows the account itself asks again on opening (a booking may have saved a card).
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  })
}

/** After something that changes the account elsewhere (a booking that saved a card), ask for it afresh. */
export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.all })
}

/** The guest's stored cards (empty when nobody is logged in). */
export function useStoredCards(propertyId: number, enabled = true): StoredCreditCard[] {
  const account = useAccount(propertyId, enabled)
  return account.data?.CreditCards ?? []
}

/** A stored card as a guest reads it: "Visa ending 4242". */
export function storedCardLabel(card: StoredCreditCard): string {
  return `${card.CardType} •••• ${card.LastFour}`
}

/**
 * The `user` input of domain/payment `canChoosePaymentMethod` (docs/product/account.md#rules): null when nobody is logged in, else
 * whether the hotel lets this account choose between Pay Online and Pay by Invoice.
 */
export function paymentChoiceUser(
  account: UserAccount | null | undefined,
): { canChoosePaymentMethod: boolean } | null {
  return account ? { canChoosePaymentMethod: account.CanChoosePaymentMethod } : null
}

// ---------------------------------------------------------------- logout and the device

type LogoutListener = () => void | Promise<void>
const logoutListeners = new Set<LogoutListener>()

/**
 * Registers work to run when the guest logs out (e.g. deleting the account's records from device storage).
 * Returns the function that unregisters it.
 */
export function onAccountLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener)
  return () => logoutListeners.delete(listener)
}

function removeAccountKeys(area: StorageArea): void {
  for (const key of storedKeys(area)) if (key.startsWith(ACCOUNT_STORAGE_PREFIX)) removeStored(area, key)
}

/** Forgets the account on this device: cached queries, account keys in web storage, and listeners' data. */
export async function forgetAccountOnDevice(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: accountKeys.all })
  queryClient.removeQueries({ queryKey: accountKeys.all })
  removeAccountKeys('session')
  removeAccountKeys('local')
  const results = await Promise.allSettled([...logoutListeners].map(async (listener) => listener()))
  for (const r of results) {
    if (r.status === 'rejected') console.warn('A logout listener failed', r.reason)
  }
}

function logoutPending(): boolean {
  return readStored('local', LOGOUT_PENDING_KEY) === '1'
}

async function finishPendingLogout(): Promise<void> {
  try {
    await logout()
    removeStored('local', LOGOUT_PENDING_KEY)
  } catch {
    // Still offline: stay logged out on this device and try again next time.
  }
}

/** Logs out on the server (or remembers to, when offline) and forgets the account on this device. */
export async function logoutEverywhereOnDevice(queryClient: QueryClient): Promise<void> {
  try {
    await logout()
  } catch (error) {
    if (error instanceof ApiError && error.code === 'network') {
      writeStored('local', LOGOUT_PENDING_KEY, '1')
    }
  }
  await forgetAccountOnDevice(queryClient)
}

// ---------------------------------------------------------------- mutations

/** Keeps the cached user in step with an answer, and forgets it when the session has ended (a 401). */
function useAccountCache(propertyId: number) {
  const queryClient = useQueryClient()
  return {
    queryClient,
    setUser: (user: UserAccount | null) => queryClient.setQueryData(accountKeys.me(propertyId), user),
    onSessionError: (error: unknown) => {
      if (error instanceof ApiError && error.code === 'unauthorised') {
        queryClient.setQueryData(accountKeys.me(propertyId), null)
      }
    },
  }
}

/**
 * Login. Resolves with the login response: `Success` false carries the server's message (wrong address or
 * password — the same answer for both); a limit or a network failure rejects with an ApiError.
 */
export function useLogin(propertyId: number) {
  const { setUser } = useAccountCache(propertyId)
  return useMutation({
    mutationFn: (input: Omit<AuthenticateInput, 'PropertyId'>) =>
      authenticate({ ...input, PropertyId: propertyId }),
    onSuccess: (response) => {
      if (!response.Success || !response.User) return
      setUser(response.User)
      const language = response.User.Language
      void import('@/i18n/change-language')
        .then((m) => m.takeAccountLanguage(language))
        .catch(() => undefined)
    },
  })
}

/** Registration logs the new guest in (docs/product/account.md#steps); a taken address rejects with an ApiError 'conflict'. */
export function useRegister(propertyId: number) {
  const { setUser } = useAccountCache(propertyId)
  return useMutation({
    mutationFn: (input: Omit<RegisterInput, 'PropertyId'>) => register({ ...input, PropertyId: propertyId }),
    onSuccess: (response) => {
      if (response.Success && response.User) setUser(response.User)
    },
  })
}

/** Logout: the server session ends and the account is forgotten on this device (never rejects). */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: () => logoutEverywhereOnDevice(queryClient) })
}

export function useUpdateAccount(propertyId: number) {
  const { setUser, onSessionError } = useAccountCache(propertyId)
  return useMutation({
    mutationFn: (input: Omit<UpdateAccountInput, 'PropertyId'>) =>
      updateAccount({ ...input, PropertyId: propertyId }),
    onSuccess: setUser,
    onError: onSessionError,
  })
}

export function useChangePassword(propertyId: number) {
  const { onSessionError } = useAccountCache(propertyId)
  return useMutation({
    mutationFn: (input: Omit<ChangePasswordInput, 'PropertyId'>) =>
      changePassword({ ...input, PropertyId: propertyId }),
    onError: onSessionError,
  })
}

export function useRequestPasswordReset(propertyId: number) {
  return useMutation({
    mutationFn: (input: Omit<RequestPasswordResetInput, 'PropertyId'>) =>
      requestPasswordReset({ ...input, PropertyId: propertyId }),
  })
}

/** A reset ends every session of the account on the server, so the device forgets it too. */
export function useResetPassword(propertyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Omit<PasswordResetInput, 'PropertyId'>) =>
      resetPassword({ ...input, PropertyId: propertyId }),
    onSuccess: () => forgetAccountOnDevice(queryClient),
  })
}

export function useConfirmEmail(propertyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => confirmEmail({ PropertyId: propertyId, Token: token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me(propertyId) }),
  })
}

export function useSendConfirmEmail(propertyId: number) {
  const { onSessionError } = useAccountCache(propertyId)
  return useMutation({ mutationFn: () => sendConfirmEmail(propertyId), onError: onSessionError })
}

export function useRemoveStoredCard(propertyId: number) {
  const { setUser, onSessionError } = useAccountCache(propertyId)
  return useMutation({
    mutationFn: (creditCardId: number) =>
      removeStoredCard({ PropertyId: propertyId, CreditCardId: creditCardId }),
    onSuccess: setUser,
    onError: onSessionError,
  })
}
