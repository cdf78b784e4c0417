// The shape of a permission-matrix row and the small builders the row files share: expected
// statuses per caller, things the owner creates for a call, uploads, and sending a call (a
// server-sent-events call is judged by its first response only, then closed).
import type { Actor, Fixture } from './helpers/organisation-fixture';
import type { TestServer } from './helpers/test-server';

export type Call = {
  method: string;
  path: string;
  body?: unknown;
  /** text/event-stream: only the status of the response is read, then the stream is closed. */
  stream?: boolean;
};
export type Row = {
  name: string;
  /** Builds the call; may create what it acts on (as the owner) so every actor starts equal. */
  call: (f: Fixture, server: TestServer, actor: Actor) => Promise<Call> | Call;
  expect: Record<Actor, number>;
  /** Puts things back after a successful call. */
  after?: (f: Fixture, server: TestServer) => Promise<void>;
};

/** The same status for every session of the location's corporation. */
export const all = (session: number, foreign: number, share: number): Record<Actor, number> => ({
  owner: session,
  manager: session,
  analyst: session,
  viewer: session,
  foreign,
  share,
  none: 401,
});

/** One status per caller; no token is always 401. */
export const grid = (
  owner: number,
  manager: number,
  analyst: number,
  viewer: number,
  foreign: number,
  share: number,
): Record<Actor, number> => ({ owner, manager, analyst, viewer, foreign, share, none: 401 });

let unique = 0;
/** A value no earlier call used (serials, e-mail addresses, names). */
export const fresh = (prefix: string) => `${prefix}-${Date.now()}-${++unique}`;

/** Creates something as the owner (201 expected) and gives its id. */
export async function ownerCreates(
  server: TestServer,
  f: Fixture,
  method: string,
  path: string,
  body: unknown,
): Promise<string> {
  const res = await server.request(method, path, { token: f.tokens.owner, body });
  if (res.status !== 201) throw new Error(`setup failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** The id of the first item of a list the owner reads. */
export async function ownerFirstId(server: TestServer, f: Fixture, path: string): Promise<string> {
  const res = await server.request('GET', path, { token: f.tokens.owner });
  const first = (res.body.data as { id: string }[] | undefined)?.[0];
  if (!first) throw new Error(`setup failed: nothing at ${path}: ${JSON.stringify(res.body)}`);
  return first.id;
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a 1x1 PNG as the owner, as the web client does; gives the file id. */
export async function ownerUploads(server: TestServer, f: Fixture): Promise<string> {
  const creds = (await server.request('GET', '/upload/credentials', { token: f.tokens.owner })).body
    .data;
  const form = new FormData();
  form.set('pub_key', creds.public_key);
  form.set('store', '0');
  form.set('file_name', 'plan.png');
  form.set('signature', creds.signature);
  form.set('expire', String(creds.expire));
  form.set('file', new Blob([PNG_1X1]), 'plan.png');
  const res = await fetch(`${server.url}${creds.upload_url}`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${await res.text()}`);
  return ((await res.json()) as { data: { file: string } }).data.file;
}

/** A new floor plan of the fixture's location, made by the owner from a fresh upload. */
export async function ownerFloorPlan(
  server: TestServer,
  f: Fixture,
): Promise<{ id: string; fileId: string }> {
  const fileId = await ownerUploads(server, f);
  const id = await ownerCreates(
    server,
    f,
    'POST',
    `/api/system/locations/${f.location.id}/floorplans`,
    { name: fresh('Plan'), file_id: fileId, width_px: 100, height_px: 80 },
  );
  return { id, fileId };
}

/** Sends a row's call with a token and gives the status of the answer. */
export async function statusOf(
  server: TestServer,
  call: Call,
  token: string | undefined,
): Promise<number> {
  if (!call.stream) {
    return (await server.request(call.method, call.path, { token, body: call.body })).status;
  }
  const controller = new AbortController();
  try {
    const response = await fetch(`${server.url}${call.path}`, {
      method: call.method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    return response.status;
  } finally {
    controller.abort();
  }
}
