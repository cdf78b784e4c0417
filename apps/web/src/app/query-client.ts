import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/api-error';

const MAX_RETRIES = 2;

// A client error (4xx: 401/403 above all) will not change by asking again; only network and
// server failures are worth retrying.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The query defaults, set once for the whole app (docs/product.md section 12). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Keep the previous answer on screen while a changed query key loads.
        placeholderData: keepPreviousData,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
