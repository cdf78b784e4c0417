/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where API calls go (DESIGN.md section 3, API_URL); default same-origin `/api`. */
  readonly VITE_API_URL?: string;
  /** The help chat provider's script URL; unset, no chat loads (the server's HELP_CHAT_ORIGIN
   * must allow its origin). */
  readonly VITE_HELP_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
