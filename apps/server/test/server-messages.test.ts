// Issue 17: the server's refusals carry a message code and its values beside the English text, so
// the web can say them in the reader's language (core server-messages).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { identifyServerMessage, serverLabelCode } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('message codes in the error envelope', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('names a conflict and its field', async () => {
    const { email } = await server.signUp();
    const again = await server.request('POST', '/sign-up', {
      body: { email, first_name: 'Ada', last_name: 'L', password: 'another long password' },
    });
    expect(again.status).toBe(409);
    expect(again.body.meta).toMatchObject({
      error_message: 'Email is already registered',
      message_code: 'people.emailRegistered',
      message_params: {},
      field_codes: { email: { code: 'people.emailRegistered', params: {} } },
    });
  });

  it('names each field message with its label', async () => {
    const { token } = await server.signUp();
    const res = await server.request('PUT', '/api/system/myprofile', {
      token,
      body: { first_name: '', last_name: 'x'.repeat(300) },
    });
    expect(res.status).toBe(400);
    expect(res.body.meta.field_codes).toEqual({
      first_name: { code: 'field.empty', params: { label: 'First name' } },
      last_name: { code: 'field.tooLong', params: { label: 'Last name', max: '100' } },
    });
    expect(res.body.meta.message_code).toBe('field.empty');
  });

  it('names what was not found', async () => {
    const { token } = await server.signUp();
    const res = await server.request('GET', '/api/v1/locations/999999999/businesshours', {
      token,
    });
    expect(res.status).toBe(404);
    expect(res.body.meta).toMatchObject({
      message_code: 'request.notFound',
      message_params: { what: 'The location' },
    });
  });

  it('leaves a text without a code as it is', async () => {
    const res = await server.request('POST', '/api/v1/ingest/door-counts', { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.meta.error_message).toBe("Send the location's API key");
    expect(res.body.meta).not.toHaveProperty('message_code');
  });
});

// The messages written in the server's own code (core's are checked in core): every literal a
// person can meet through the web has a code. The ingest, Meraki and MQTT protocols speak to
// machines and stay English.
describe('the messages the server writes', () => {
  const root = path.resolve(import.meta.dirname, '../src');
  const machineFolders = ['ingest', 'db'];
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !machineFolders.some((folder) => file.startsWith(`${folder}/`)),
  );
  const THROWN =
    /(new ApiError\(\s*'\w+',\s*|notFound\(\s*|forbidden\(\s*|invalid\(\s*'[\w.]+',\s*|tooManyRequests\(\s*[\w.]+,\s*)(['"`])((?:(?!\2).)+)\2/gs;

  it.each(files)('has a code for each message of %s', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const missing: string[] = [];
    for (const match of source.matchAll(THROWN)) {
      // notFound('The tag') writes "The tag was not found".
      const literal = match[3] as string;
      if (literal.includes('${')) continue; // built from values: covered by its template's test
      const text = match[1]?.startsWith('notFound') ? `${literal} was not found` : literal;
      const id = identifyServerMessage(text);
      const label = id?.params.what ?? id?.params.label;
      if (!id) missing.push(text);
      else if (label && !serverLabelCode(label)) missing.push(`label: ${label}`);
    }
    expect(missing).toEqual([]);
  });
});
