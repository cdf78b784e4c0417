// Passwords are stored as argon2id hashes (docs/product.md section 4), with the library's defaults
// (19 MiB, 2 passes), which OWASP lists as a minimum for argon2id.
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified when the account does not exist, so an unknown e-mail costs as much time as a real one.
let decoyHash: Promise<string> | null = null;
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that never matches');
  await verifyPassword(await decoyHash, password);
}
