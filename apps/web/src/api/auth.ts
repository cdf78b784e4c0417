import {
  demoLoginResponseSchema,
  encryptPassword,
  loginStep1ResponseSchema,
  loginStep2ResponseSchema,
  signUpResponseSchema,
  type SignUpRequest,
} from '@footfall/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl, originUrl } from '../lib/http/urls';
import { beginSession } from '../lib/session/session-lifetime';
import { queryKeys } from './query-keys';

/**
 * The two-step login of docs/product.md section 4: the email gets a one-time token_auth and a
 * token_key; the password goes back encrypted with that key. Starts the session on success.
 */
export async function logIn(email: string, password: string): Promise<void> {
  const step1 = await request(originUrl('login'), {
    method: 'POST',
    body: { user_name: email },
    schema: loginStep1ResponseSchema,
  });
  const userPwde = await encryptPassword(password, step1.token_key);
  const step2 = await request(originUrl('login'), {
    method: 'POST',
    body: { user_pwde: userPwde, token_auth: step1.token_auth },
    schema: loginStep2ResponseSchema,
  });
  beginSession(step2.access_token);
}

/** POST {origin}/sign-up: creates the user and their organisation. */
export function signUp(body: SignUpRequest) {
  return request(originUrl('sign-up'), { method: 'POST', body, schema: signUpResponseSchema });
}

/** POST /api/logout: revokes the access token on the server. */
export function revokeToken(): Promise<unknown> {
  return request(apiUrl('logout'), { method: 'POST', schema: z.unknown() });
}

/** GET /api/system/demo-login: the sign-in of a demo server, for its login page; null on any
 * other server (404) or when it cannot be asked. */
export const demoLoginQuery = queryOptions({
  queryKey: queryKeys.demoLogin.all,
  queryFn: ({ signal }) =>
    request(apiUrl('system/demo-login'), { schema: demoLoginResponseSchema, signal }).catch(
      () => null,
    ),
  staleTime: Infinity,
  retry: false,
});
