import { webApis } from '../platform/web-apis';

// Step 2 of the login (docs/product.md section 4, docs/product.md section 4): the password travels
// encrypted with AES-128-CBC and PKCS#7 padding; key = UTF-8 bytes of token_key[0:16], IV = UTF-8
// bytes of token_key[16:32]; user_pwde = base64 of the ciphertext. Web Crypto is used because it
// exists in browsers and in Node 20 alike; its AES-CBC always pads with PKCS#7.

export const TOKEN_KEY_SPLIT = 16;
const AES_128_BLOCK_BYTES = 16;

export function splitTokenKey(tokenKey: string): { key: string; iv: string } {
  if (tokenKey.length < 2 * TOKEN_KEY_SPLIT) {
    throw new RangeError(`token_key must have at least ${2 * TOKEN_KEY_SPLIT} characters`);
  }
  return {
    key: tokenKey.slice(0, TOKEN_KEY_SPLIT),
    iv: tokenKey.slice(TOKEN_KEY_SPLIT, 2 * TOKEN_KEY_SPLIT),
  };
}

// 16 characters give 16 bytes only when they are ASCII, as the server's token keys are.
function utf8Block(text: string, what: 'key' | 'IV'): Uint8Array {
  const bytes = new webApis.TextEncoder().encode(text);
  if (bytes.length !== AES_128_BLOCK_BYTES) {
    throw new RangeError(
      `The ${what} part of token_key must be ${AES_128_BLOCK_BYTES} ASCII bytes`,
    );
  }
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: spreading a large array into one call would overflow the argument stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return webApis.btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(webApis.atob(base64), (char) => char.charCodeAt(0));
}

async function aesParts(tokenKey: string, usage: 'encrypt' | 'decrypt') {
  const { key, iv } = splitTokenKey(tokenKey);
  const keyBytes = utf8Block(key, 'key');
  const ivBytes = utf8Block(iv, 'IV');
  const cryptoKey = await webApis.crypto.subtle.importKey(
    'raw',
    keyBytes,
    { name: 'AES-CBC' },
    false,
    [usage],
  );
  return { cryptoKey, algorithm: { name: 'AES-CBC', iv: ivBytes } as const };
}

/** The user_pwde of the second login step. */
export async function encryptPassword(password: string, tokenKey: string): Promise<string> {
  const { cryptoKey, algorithm } = await aesParts(tokenKey, 'encrypt');
  const plaintext = new webApis.TextEncoder().encode(password);
  const ciphertext = await webApis.crypto.subtle.encrypt(algorithm, cryptoKey, plaintext);
  return bytesToBase64(new Uint8Array(ciphertext));
}

/**
 * The server's side of the same cipher. Rejects (bad base64, wrong key, broken padding) must be
 * answered like a wrong password.
 */
export async function decryptPassword(userPwde: string, tokenKey: string): Promise<string> {
  const { cryptoKey, algorithm } = await aesParts(tokenKey, 'decrypt');
  const plaintext = await webApis.crypto.subtle.decrypt(
    algorithm,
    cryptoKey,
    base64ToBytes(userPwde),
  );
  return new webApis.TextDecoder().decode(new Uint8Array(plaintext));
}
