/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the GraphQL endpoint (default: same origin /graphql). */
  readonly VITE_GRAPHQL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
