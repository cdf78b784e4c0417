import { describe, expect, it } from 'vitest';
import {
  TOKEN_KEY_SPLIT,
  base64ToBytes,
  bytesToBase64,
  decryptPassword,
  encryptPassword,
  splitTokenKey,
} from './login-cipher';

// Node's own OpenSSL cipher is the independent reference. Core compiles without Node typings
// (types: []), so the module is loaded through a non-literal specifier, which the compiler does
// not resolve, and described by the small interface below. Only this test touches Node.
interface NodeCipher {
  update(data: string, encoding: 'utf8'): Uint8Array;
  final(): Uint8Array;
}
interface NodeCrypto {
  createCipheriv(algorithm: 'aes-128-cbc', key: Uint8Array, iv: Uint8Array): NodeCipher;
}
const NODE_CRYPTO = 'node:crypto';

async function nodeReference(password: string, tokenKey: string): Promise<string> {
  const { createCipheriv } = (await import(/* @vite-ignore */ NODE_CRYPTO)) as NodeCrypto;
  const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const cipher = createCipheriv(
    'aes-128-cbc',
    ascii(tokenKey.slice(0, 16)),
    ascii(tokenKey.slice(16, 32)),
  );
  const head = cipher.update(password, 'utf8');
  const tail = cipher.final();
  return bytesToBase64(Uint8Array.from([...head, ...tail]));
}

const TOKEN_KEY = 'abcdefghijklmnopqrstuvwxyz012345';

describe('splitTokenKey', () => {
  it('splits at 16 characters', () => {
    expect(TOKEN_KEY_SPLIT).toBe(16);
    expect(splitTokenKey(TOKEN_KEY)).toEqual({
      key: 'abcdefghijklmnop',
      iv: 'qrstuvwxyz012345',
    });
  });

  it('ignores characters after the 32nd', () => {
    expect(splitTokenKey(`${TOKEN_KEY}EXTRA`).iv).toBe('qrstuvwxyz012345');
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => splitTokenKey(TOKEN_KEY.slice(0, 31))).toThrow(RangeError);
    expect(() => splitTokenKey('')).toThrow(RangeError);
  });
});

describe('encryptPassword', () => {
  it('matches a pinned AES-128-CBC vector', async () => {
    await expect(encryptPassword('Secret-Pässword1', TOKEN_KEY)).resolves.toBe(
      'CEG5BMrd0CpInwbnllGsCic0tulYRmoO1r+XwU3ZcGE=',
    );
    // An empty password is one full block of PKCS#7 padding.
    await expect(encryptPassword('', TOKEN_KEY)).resolves.toBe('1wwZxD98peEqOCrQCsQDtA==');
  });

  it.each([
    '',
    'a',
    'exactly16chars!!',
    'correct horse battery staple',
    'Ünïcødé 密码 🔑',
    'x'.repeat(1000),
  ])('matches Node crypto for %j', async (password) => {
    const tokenKey = 'Zq3vR8kLmN2pXw7TbY4cHd6sJf9gAe1u';
    await expect(encryptPassword(password, tokenKey)).resolves.toBe(
      await nodeReference(password, tokenKey),
    );
  });

  it('refuses a token key whose halves are not 16 bytes', async () => {
    await expect(encryptPassword('pw', 'é'.repeat(32))).rejects.toThrow(RangeError);
    await expect(encryptPassword('pw', 'short')).rejects.toThrow(RangeError);
  });
});

describe('decryptPassword', () => {
  it('reverses encryptPassword', async () => {
    const userPwde = await encryptPassword('Ünïcødé 密码 🔑', TOKEN_KEY);
    await expect(decryptPassword(userPwde, TOKEN_KEY)).resolves.toBe('Ünïcødé 密码 🔑');
  });

  it('rejects a ciphertext that is not whole blocks', async () => {
    await expect(decryptPassword(bytesToBase64(new Uint8Array(15)), TOKEN_KEY)).rejects.toThrow();
  });
});

describe('base64 helpers', () => {
  it('round-trip every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array([104, 105]))).toBe('aGk=');
  });
});
