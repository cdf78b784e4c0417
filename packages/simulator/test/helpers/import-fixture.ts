// An owner with a fresh location on a server process, and waiting for the pipeline to catch up.
import { randomBytes } from 'node:crypto';
import { login, type ApiSession } from '../../src/client';

export interface ImportTarget {
  session: ApiSession;
  locationId: string;
}

export const DEMO_LOGIN = { email: 'demo@footfall.dev', password: 'footfall-demo' } as const;

type ApiLocation = {
  id: string;
  type: string;
  timezone: string;
  services: { tag_services: string[] };
};

/** A demo location in the zone that offers walk-ins (door counters): the demo seeds one. */
export async function demoLocationWithDoorCounters(
  session: ApiSession,
  timezone: string,
): Promise<string> {
  const locations = await session.get<ApiLocation[]>('/v1/locations');
  const found = locations.find(
    (location) =>
      location.type === 'RETAIL' &&
      location.timezone === timezone &&
      location.services.tag_services.includes('DOORCOUNTER'),
  );
  if (!found) throw new Error(`The demo has no RETAIL location with door counters in ${timezone}`);
  return found.id;
}

/** Signs up a new owner (their own corporation) and signs them in. */
export async function signUpOwner(url: string): Promise<ApiSession> {
  const email = `importer-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const response = await fetch(`${url}/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Ada', last_name: 'Lovelace' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
  return login(url, email, password);
}

export async function createLocation(
  session: ApiSession,
  name: string,
  timezone: string,
  folderId = '0',
): Promise<string> {
  const location = await session.post<{ id: string }>('/system/locations', {
    name,
    type: 'RETAIL',
    service: 'PLUS',
    country: 'USA',
    timezone,
    folder_id: folderId,
  });
  return location.id;
}

/** Polls the pipeline status until the location has no day waiting (or fails after timeoutMs). */
export async function waitForPipeline(
  session: ApiSession,
  locationId: string,
  timeoutMs = 600_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let pending: string[] = [];
  while (Date.now() < deadline) {
    const status = await session.get<{ pending_dates: string[] }>(
      `/system/locations/${locationId}/pipeline-status`,
    );
    pending = status.pending_dates;
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The pipeline still has ${pending.length} day(s) pending: ${pending.slice(0, 5).join(', ')}`,
  );
}

/** GET an analytics endpoint for a local date range by day. */
export function analytics<T>(
  session: ApiSession,
  locationId: string,
  endpoint: string,
  range: { start: string; end: string },
): Promise<T> {
  const query = new URLSearchParams({
    start_date: range.start,
    end_date: range.end,
    granularity: 'day',
  });
  return session.get<T>(`/v1/locations/${locationId}/${endpoint}?${query}`);
}
