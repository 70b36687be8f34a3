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
      },
      mutations: { retry: false },
    },
  })
}
