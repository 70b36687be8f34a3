/**
 * The `stripe` library's HTTP client for the built-in provider in the same process: its fetch client calling
 * the provider's Hono app directly, no socket. Whatever host the library is given, the request reaches the app
 * (it routes on the path alone).
 */
import Stripe from 'stripe'

type FetchApp = { fetch: (request: Request) => Response | Promise<Response> }

export function testProviderHttpClient(api: FetchApp): ReturnType<typeof Stripe.createFetchHttpClient> {
  return Stripe.createFetchHttpClient(async (input, init) => api.fetch(new Request(input, init)))
}
