// Types of first-start-product.mjs (plain JavaScript, so that scripts/test-all.mjs runs it as is).
export const FIRST_START_PORT: number;
export function freshFirstStartDataDir(): string;
export function firstStartEnv(dataDir: string, port?: number): Record<string, string>;
