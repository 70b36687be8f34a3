/** A PMS as the tests play it: keys made as the hotel makes them, calls sent over HTTP with a Bearer key. */
import { createApiKey, revokeApiKey } from '../../../server/pms/api-keys'
import type { TestServer } from '../../support/server/harness'

export type PmsClient = {
  key: string
  keyId: number
  get(path: string, key?: string | null): Promise<Response>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  revoke(): Promise<void>
}

/** A key for `propertyCode` and calls that carry it (`key: null` sends none). */
export async function pmsClient(s: TestServer, propertyCode = 'HARBOUR'): Promise<PmsClient> {
  const made = await createApiKey(s.db, propertyCode, 'tests')
  const auth = (key: string | null): Record<string, string> =>
    key === null ? {} : { Authorization: `Bearer ${key}` }
  return {
    key: made.key,
    keyId: made.id,
    get: (path, key = made.key) => fetch(s.url + path, { headers: auth(key) }),
    post: (path, body, headers = {}) => s.post(path, body, { ...auth(made.key), ...headers }),
    revoke: async () => {
      await revokeApiKey(s.db, made.id)
    },
  }
}
