/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where API calls go (API_URL, docs/product.md section 7); default same-origin `/api`. */
  readonly VITE_API_URL?: string;
  /** The help chat provider's script URL; unset, no chat loads (the server's HELP_CHAT_ORIGIN
   * must allow its origin). */
  readonly VITE_HELP_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
