// Core compiles without DOM or Node typings (lib ES2023, types []), so it cannot name browser
// globals directly. These few web-platform APIs exist in every browser and in Node 20; they are
// typed here narrowly, and only this file reaches into globalThis for them.

export interface WebUrl {
  readonly protocol: string;
  readonly hostname: string;
}

export interface WebCryptoKey {
  readonly type: string;
}

export interface AesCbcParams {
  name: 'AES-CBC';
  iv: Uint8Array;
}

export interface WebSubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'AES-CBC' },
    extractable: boolean,
    usages: readonly ('encrypt' | 'decrypt')[],
  ): Promise<WebCryptoKey>;
  encrypt(algorithm: AesCbcParams, key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: AesCbcParams, key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
}

export interface WebApis {
  URL: new (input: string) => WebUrl;
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new () => { decode(input: Uint8Array): string };
  btoa(binary: string): string;
  atob(base64: string): string;
  crypto: { subtle: WebSubtleCrypto };
}

export const webApis = globalThis as unknown as WebApis;
