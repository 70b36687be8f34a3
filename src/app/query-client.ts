import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/api-error'

// Retries only what a retry can fix: a dropped connection or a server hiccup, never a 4xx.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 &&
          (!(error instanceof ApiError) || error.code === 'network' || error.code === 'server'),
        refetchOnWindowFocus: false,
        // Ask even when the browser says offline: the service worker answers config, static data and
        // calendars from its cache, and anything else fails fast with a clear "you are offline" message.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  })
}
