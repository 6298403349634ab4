/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_STAGING_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
