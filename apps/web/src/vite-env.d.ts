/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where API calls go (DESIGN.md section 3, API_URL); default same-origin `/api`. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
