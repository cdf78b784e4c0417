// The upload service: credentials, signatures (valid, wrong, expired), file types by content,
// the size limit, SVG sanitising and who may read a stored file.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@footfall/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const TETAM_PNG = path.resolve(__dirname, '../../../../shared/datasets/ble-tetam/tetam.png');
const PNG_BYTES = existsSync(TETAM_PNG)
  ? await readFile(TETAM_PNG)
  : // A 1x1 PNG when the shared datasets are absent.
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
if (!existsSync(TETAM_PNG)) console.warn(`${TETAM_PNG} is absent: the upload tests use a 1x1 PNG`);
const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
const EVIL_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" onload="alert(1)">
  <script>alert('x')</script>
  <SCRIPT type="text/javascript">alert(2)</SCRIPT>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(3)"><rect width="10" height="10" onclick="alert(4)" fill="url(#g)"/></a>
  <image xlink:href="https://evil.example/track.png" width="5" height="5"/>
  <use href="#shape"/>
  <rect style="fill: url(https://evil.example/x)" width="1" height="1"/>
</svg>`;

type Credentials = { public_key: string; signature: string; expire: number; upload_url: string };

describe('uploads', () => {
  let server: TestServer;
  let fixture: Fixture;
  let dataDir: string;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'footfall-uploads-'));
    // Uploads land in DATA_DIR: a temporary one for the test, read at request time.
    server.ctx.config.dataDir = dataDir;
    fixture = await organisationFixture(server);
    owner = fixture.tokens.owner!;
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const credentials = async (token = owner): Promise<Credentials> => {
    const res = await server.request('GET', '/upload/credentials', { token });
    expect(res.status).toBe(200);
    return res.body.data as Credentials;
  };

  const upload = async (
    creds: Credentials,
    file: Uint8Array | string,
    fileName: string,
    overrides: Record<string, string | null> = {},
  ) => {
    const form = new FormData();
    const fields: Record<string, string | null> = {
      pub_key: creds.public_key,
      store: '1',
      file_name: fileName,
      signature: creds.signature,
      expire: String(creds.expire),
      ...overrides,
    };
    for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
    form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), fileName);
    const response = await fetch(`${server.url}${creds.upload_url}`, {
      method: 'POST',
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test JSON
  };

  const fetchFile = (url: string, token?: string) =>
    fetch(`${server.url}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('gives credentials to a signed-in user only', async () => {
    const creds = await credentials();
    expect(creds.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(creds.public_key).toMatch(/^fc\d+u\d+_[0-9a-f]{24}$/);
    expect(creds.upload_url).toBe('/upload/files');
    const now = Date.now() / 1000;
    expect(creds.expire).toBeGreaterThan(now + 500);
    expect(creds.expire).toBeLessThan(now + 700);
    expect((await server.request('GET', '/upload/credentials')).status).toBe(401);
    const share = await server.request('GET', '/upload/credentials', {
      token: fixture.tokens.share,
    });
    expect(share.status).toBe(403);
    expect(existsSync(path.join(dataDir, 'upload-secret'))).toBe(true);
  });

  it('stores a PNG (tetam.png) and serves it back to the corporation with nosniff', async () => {
    const creds = await credentials();
    const res = await upload(creds, PNG_BYTES, 'tetam.png');
    expect(res.status).toBe(201);
    expect(res.body.data.file).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.data.url).toBe(`/upload/files/${res.body.data.file}`);
    const corp = fixture.corporationId;
    expect(existsSync(path.join(dataDir, 'uploads', corp, res.body.data.file))).toBe(true);

    const served = await fetchFile(res.body.data.url, owner);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    // The analyst belongs to the corporation; a foreign user and no token do not.
    expect((await fetchFile(res.body.data.url, fixture.tokens.analyst)).status).toBe(200);
    expect((await fetchFile(res.body.data.url, fixture.tokens.foreign)).status).toBe(404);
    expect((await fetchFile(res.body.data.url)).status).toBe(401);
    // A share token reads only files shown on its location's floor plan.
    expect((await fetchFile(res.body.data.url, fixture.tokens.share)).status).toBe(404);
    const plan = await server.request(
      'POST',
      `/api/system/locations/${fixture.location.id}/floorplans`,
      {
        token: owner,
        body: { name: 'Hall', file_id: res.body.data.file, width_px: 640, height_px: 718 },
      },
    );
    expect(plan.status).toBe(201);
    expect((await fetchFile(res.body.data.url, fixture.tokens.share)).status).toBe(200);
    expect((await fetchFile('/upload/files/0123456789abcdef0123456789abcdef', owner)).status).toBe(
      404,
    );
  });

  it('accepts a JPEG by its magic bytes, whatever its name', async () => {
    const res = await upload(await credentials(), JPEG_BYTES, 'photo.dat', { store: '0' });
    expect(res.status).toBe(201);
    const served = await fetchFile(res.body.data.url, owner);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a text file renamed .png, and PDF with a clear message', async () => {
    const creds = await credentials();
    const text = await upload(creds, 'just some text, not an image', 'plan.png');
    expect(text.status).toBe(400);
    expect(text.body.meta.error_type).toBe('ValidationException');
    expect(text.body.meta.error_message).toBe(UPLOAD_MESSAGES.wrongType);
    const pdf = await upload(creds, PDF_BYTES, 'plan.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.meta.error_message).toBe(UPLOAD_MESSAGES.pdf);
    expect(UPLOAD_MESSAGES.pdf).toBe(
      'Upload the PDF from the floor plans page: its first page is converted to an image',
    );
  });

  it('sanitises an SVG and serves it with a sandboxing CSP', async () => {
    const res = await upload(await credentials(), EVIL_SVG, 'plan.svg');
    expect(res.status).toBe(201);
    const served = await fetchFile(res.body.data.url, owner);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox/);
    const svg = await served.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('<rect');
    expect(svg).toContain('href="#shape"');
    expect(svg).toContain('url(#g)');
    for (const bad of [
      /<script/i,
      /onload/i,
      /onclick/i,
      /javascript:/i,
      /foreignObject/i,
      /evil\.example/,
      /<!DOCTYPE/i,
      /<iframe/i,
    ])
      expect(svg).not.toMatch(bad);
  });

  it('refuses a wrong signature, a wrong key and an expired signature (403)', async () => {
    const creds = await credentials();
    const wrong = await upload(creds, PNG_BYTES, 'a.png', {
      signature: creds.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.meta.error_type).toBe('PermissionException');
    expect(wrong.body.meta.error_message).toBe(UPLOAD_MESSAGES.badSignature);
    const otherExpiry = await upload(creds, PNG_BYTES, 'a.png', {
      expire: String(creds.expire + 60),
    });
    expect(otherExpiry.status).toBe(403);
    const badKey = await upload(creds, PNG_BYTES, 'a.png', {
      pub_key: creds.public_key.replace(/^fc\d+/, 'fc999999'),
    });
    expect(badKey.status).toBe(403);
    const otherUser = await upload(creds, PNG_BYTES, 'a.png', {
      pub_key: creds.public_key.replace(/u\d+_/, 'u999999_'),
    });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body.meta.error_message).toBe(UPLOAD_MESSAGES.badKey);
    const missing = await upload(creds, PNG_BYTES, 'a.png', { signature: null });
    expect(missing.status).toBe(400);
    expect(missing.body.meta.fields.signature).toBe('signature is empty');

    server.clock.advance(11 * 60_000);
    try {
      const expired = await upload(creds, PNG_BYTES, 'a.png');
      expect(expired.status).toBe(403);
      expect(expired.body.meta.error_message).toBe(UPLOAD_MESSAGES.expired);
    } finally {
      server.clock.advance(-11 * 60_000);
    }
  });

  // Issue 15 item 7: company B's signature and expiry with company A's public key uploaded a file
  // owned by A; viewers got upload credentials.
  it('binds a signature to its corporation and gives credentials to floor-plan editors only', async () => {
    const mine = await credentials();
    const stranger = await server.signUp();
    const theirs = await credentials(stranger.token);
    expect(theirs.public_key).not.toBe(mine.public_key);
    const crossed = await upload(theirs, PNG_BYTES, 'a.png', { pub_key: mine.public_key });
    expect(crossed.status).toBe(403);
    expect(crossed.body.meta.error_message).toBe(UPLOAD_MESSAGES.badSignature);
    expect((await upload(theirs, PNG_BYTES, 'a.png')).status).toBe(201);
    const viewer = await server.request('GET', '/upload/credentials', {
      token: fixture.tokens.viewer,
    });
    expect(viewer.status).toBe(403);
  });

  it("binds credentials to their user too: another user's key does not fit, and rights are read again", async () => {
    const owners = await credentials();
    const managers = await credentials(fixture.tokens.manager);
    expect(managers.public_key).not.toBe(owners.public_key);
    const crossed = await upload(managers, PNG_BYTES, 'a.png', { pub_key: owners.public_key });
    expect(crossed.status).toBe(403);
    expect(crossed.body.meta.error_message).toBe(UPLOAD_MESSAGES.badSignature);
    const stored = await upload(managers, PNG_BYTES, 'a.png');
    expect(stored.status).toBe(201);
    const rows = await server.ctx.db.execute(
      sql`select uploaded_by from uploaded_files where id = ${stored.body.data.file}`,
    );
    const uploadedBy = (rows as unknown as { rows: { uploaded_by: number }[] }).rows[0]
      ?.uploaded_by;
    expect(uploadedBy).not.toBeNull();

    // Someone who leaves the corporation within the credentials' 10 minutes cannot use them.
    const stranger = await server.signUp();
    const theirs = await credentials(stranger.token);
    await server.ctx.db.execute(
      sql`delete from memberships where user_id = (select id from users where email = ${stranger.email})`,
    );
    const gone = await upload(theirs, PNG_BYTES, 'a.png');
    expect(gone.status).toBe(403);
  });

  // Issue 15 item 3: a NUL in the file name was a 500 that left the file on disk with no row.
  it('refuses a file name with a control character, writing nothing', async () => {
    const folder = path.join(dataDir, 'uploads', fixture.corporationId);
    const before = existsSync(folder) ? readdirSync(folder).length : 0;
    const res = await upload(await credentials(), PNG_BYTES, 'plan\u0000.png');
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toHaveProperty('file_name');
    expect(existsSync(folder) ? readdirSync(folder).length : 0).toBe(before);
  });

  it(`refuses a file larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`, async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1024);
    PNG_BYTES.copy(big);
    const res = await upload(await credentials(), big, 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.meta.error_message).toBe(UPLOAD_MESSAGES.tooLarge);
    const huge = await upload(
      await credentials(),
      Buffer.alloc(UPLOAD_MAX_BYTES + 2 * 1024 * 1024),
      'huge.png',
    );
    expect(huge.status).toBe(400);
    expect(huge.body.meta.error_message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});
