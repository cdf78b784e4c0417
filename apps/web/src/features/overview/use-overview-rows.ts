import type { Location } from '@footfall/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { doorCounterQuery, footTrafficQuery } from './overview-queries';
import {
  overviewRow,
  wantsDoorCounter,
  wantsFootTraffic,
  type Fetched,
  type OverviewRow,
} from './overview-row';
import { overviewParams, type RangeDays } from './overview-url-state';

function fetched<T>(query: UseQueryResult<T> | undefined, asked: boolean): Fetched<T> {
  if (!asked || !query) return { status: 'skipped' };
  // A changed range keeps the previous answer on screen (query defaults) until the new one comes.
  if (query.data !== undefined) return { status: 'success', data: query.data };
  return query.isError ? { status: 'error' } : { status: 'pending' };
}

/** Every location's row for the last `days` days; figures fill in as their answers arrive. A
 * location's tier that offers nothing an endpoint answers is not asked. */
export function useOverviewRows(
  locations: readonly Location[],
  days: RangeDays,
): { rows: OverviewRow[]; refreshing: boolean } {
  // "Today" as of opening the page: the ranges (and so the query keys) stay put while it is open.
  const [now] = useState(() => Date.now());
  const plan = locations.map((location) => ({
    location,
    params: overviewParams(days, location.timezone, now),
    footTraffic: wantsFootTraffic(location),
    doorCounter: wantsDoorCounter(location),
  }));
  const footTraffic = useQueries({
    queries: plan.map(({ location, params, footTraffic: asked }) => ({
      ...footTrafficQuery(location.id, params),
      enabled: asked,
    })),
  });
  const doorCounter = useQueries({
    queries: plan.map(({ location, params, doorCounter: asked }) => ({
      ...doorCounterQuery(location.id, params),
      enabled: asked,
    })),
  });
  const rows = plan.map(({ location, footTraffic: askFt, doorCounter: askDc }, index) =>
    overviewRow(location, fetched(footTraffic[index], askFt), fetched(doorCounter[index], askDc)),
  );
  const refreshing = [...footTraffic, ...doorCounter].some((query) => query.isPlaceholderData);
  return { rows, refreshing };
}
