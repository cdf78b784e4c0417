// Server half of DESIGN.md section 5: decrypt `user_pwde` (AES-128-CBC, PKCS#7) with the key and
// IV taken from the challenge's token_key, split at 16 characters by core's rule.
import { createDecipheriv, randomInt } from 'node:crypto';
import { splitTokenKey } from '@footfall/core';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random characters of [A-Za-z0-9], as the protocol prescribes. */
export function newTokenKey(): string {
  let key = '';
  for (let i = 0; i < 32; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/** The plain password, or null when the ciphertext does not decrypt under this key. */
export function decryptPassword(userPwde: string, tokenKey: string): string | null {
  try {
    const { key, iv } = splitTokenKey(tokenKey);
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(Buffer.from(userPwde, 'base64')), decipher.final()]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
