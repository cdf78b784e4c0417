// Server half of docs/product.md section 4: a fresh token_key per login, and the password back from
// `user_pwde` with core's cipher (the same code the web app encrypts with).
import { randomInt } from 'node:crypto';
import { decryptPassword as decryptWithTokenKey } from '@footfall/core';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random characters of [A-Za-z0-9], as the protocol prescribes. */
export function newTokenKey(): string {
  let key = '';
  for (let i = 0; i < 32; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/** The plain password, or null when the ciphertext does not decrypt under this key. */
export async function decryptPassword(userPwde: string, tokenKey: string): Promise<string | null> {
  try {
    return await decryptWithTokenKey(userPwde, tokenKey);
  } catch {
    return null;
  }
}
