// A session token through the real login protocol (docs/product.md section 4: user name, then the
// password encrypted with the server's one-time key), as a browser gets one: in-process through
// app.inject, or over HTTP from a running server.
import { encryptPassword } from '@footfall/core';
import type { FastifyInstance } from 'fastify';

type Post = (url: string, payload: unknown) => Promise<{ status: number; body: string }>;

async function loginWith(post: Post, email: string, password: string): Promise<string> {
  const step1 = await post('/login', { user_name: email });
  if (step1.status !== 200) throw new Error(`bench login failed: ${step1.status} ${step1.body}`);
  const { token_auth, token_key } = (JSON.parse(step1.body) as { data: Record<string, string> })
    .data as { token_auth: string; token_key: string };
  const step2 = await post('/login', {
    token_auth,
    user_pwde: await encryptPassword(password, token_key),
  });
  const token = (JSON.parse(step2.body) as { data?: { access_token?: string } }).data?.access_token;
  if (!token) throw new Error(`bench login failed: ${step2.status} ${step2.body}`);
  return token;
}

export function loginToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  return loginWith(
    async (url, payload) => {
      const response = await app.inject({ method: 'POST', url, payload: payload as object });
      return { status: response.statusCode, body: response.body };
    },
    email,
    password,
  );
}

/** The same over HTTP, from the server at `baseUrl` (http://127.0.0.1:port). */
export function httpLoginToken(baseUrl: string, email: string, password: string): Promise<string> {
  return loginWith(
    async (url, payload) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: await response.text() };
    },
    email,
    password,
  );
}
