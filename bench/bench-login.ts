// A session token through the real login protocol (SPEC.md section 4: user name, then the
// password encrypted with the server's one-time key), as a browser gets one.
import { encryptPassword } from '@footfall/core';
import type { FastifyInstance } from 'fastify';

export async function loginToken(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const step1 = await app.inject({ method: 'POST', url: '/login', payload: { user_name: email } });
  const { token_auth, token_key } = step1.json().data as { token_auth: string; token_key: string };
  const step2 = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { token_auth, user_pwde: await encryptPassword(password, token_key) },
  });
  const token = (step2.json().data as { access_token?: string }).access_token;
  if (!token) throw new Error(`bench login failed: ${step2.statusCode} ${step2.body}`);
  return token;
}
