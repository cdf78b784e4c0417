import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

interface QueryContentProps<T, E> {
  query: UseQueryResult<T, E>;
  /** Draws the answer once it is there. */
  children: (data: T) => ReactNode;
}

/** A part of a screen drawn from one query: loading, the error with a retry, then the answer. */
export function QueryContent<T, E>({ query, children }: QueryContentProps<T, E>) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
