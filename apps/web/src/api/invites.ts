import {
  digitsCodeCheckSchema,
  digitsCodeSentSchema,
  inviteDetailsSchema,
  loginStep2ResponseSchema,
  type InviteRegisterRequest,
} from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { isApiError } from '../lib/http/api-error';
import { getQuery } from './endpoint';
import { queryKeys } from './query-keys';

const inviteUrl = (code: string, rest = '') =>
  apiUrl(`system/invites/${encodeURIComponent(code)}${rest}`);

/** GET system/invites/{code}: who invited whom, where and as what (404 once used or expired). */
export const inviteDetailsQuery = (code: string) =>
  getQuery(queryKeys.invite.of(code), inviteUrl(code), inviteDetailsSchema);

export const useInviteDetails = (code: string) => useQuery(inviteDetailsQuery(code));

/** POST system/invites/{code}/digitscode: mails the invitee a 6-digit code. */
export function sendDigitsCode(code: string) {
  return request(inviteUrl(code, '/digitscode'), { method: 'POST', schema: digitsCodeSentSchema });
}

/** GET system/invites/{code}/digitscode?digits=: checks the code (400 when wrong). */
export function checkDigitsCode(code: string, digits: string) {
  return request(apiUrl(`system/invites/${encodeURIComponent(code)}/digitscode`, { digits }), {
    schema: digitsCodeCheckSchema,
  });
}

/** docs/product.md section 8: registration fails on any status but 200 with this message and
 * code. */
export class RegisteringError extends Error {
  readonly code: number;
  /** The server's per-field messages, when it named the fields at fault. */
  readonly fields: Record<string, string>;

  constructor(code: number, fields: Record<string, string> = {}) {
    super('Registering error');
    this.name = 'RegisteringError';
    this.code = code;
    this.fields = fields;
  }
}

/** PUT system/invites/{code} with the command register: creates the account, returns a session. */
export async function registerInvite(code: string, body: Omit<InviteRegisterRequest, 'command'>) {
  try {
    return await request(inviteUrl(code), {
      method: 'PUT',
      body: { command: 'register', ...body },
      schema: loginStep2ResponseSchema,
      expectStatus: 200,
    });
  } catch (error) {
    throw isApiError(error) ? new RegisteringError(error.status, error.fields) : error;
  }
}
