import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError } from './api-error'
import {
  AccountActionResponse,
  LoginResponse,
  UserAccount,
  type AuthenticateRequest,
  type RegisterRequest,
} from './contract/account'
import { apiRequest } from './client'

export const accountKeys = {
  me: (propertyId: number) => ['account', 'me', propertyId] as const,
}

/** The logged-in guest, or null: a 401 from GET /api/Account means nobody is logged in (spec §4). */
export function accountQuery(propertyId: number) {
  return queryOptions({
    queryKey: accountKeys.me(propertyId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/Account', { query: { propertyId }, schema: UserAccount, signal })
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthorised') return null
        throw error
      }
    },
    staleTime: 5 * 60 * 1000,
  })
}

export function useAccount(propertyId: number, enabled = true) {
  return useQuery({ ...accountQuery(propertyId), enabled })
}

export function logout() {
  return apiRequest('/Account/Logout', {
    method: 'POST',
    body: {},
    schema: v.nullable(AccountActionResponse),
  })
}

// Used by checkout for its inline log-in and "create an account" (the account screens may share them).

/** POST /api/Account/Authenticate: Success false with the server's Message when the details are wrong. */
export function authenticate(request: AuthenticateRequest) {
  return apiRequest('/Account/Authenticate', { method: 'POST', body: request, schema: LoginResponse })
}

/** POST /api/Account/Register: logs the new account in (the session cookie) when it succeeds. */
export function registerAccount(request: RegisterRequest) {
  return apiRequest('/Account/Register', { method: 'POST', body: request, schema: LoginResponse })
}
