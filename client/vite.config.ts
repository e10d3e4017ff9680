import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite-plugins/graphql-documents.ts';
import { layoutChunks } from './vite-plugins/layout-chunks.ts';

// The API server the dev server proxies to (KUZA_API overrides, e.g. when it runs on another port).
const api = process.env.KUZA_API ?? 'http://localhost:4000';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const commonSource = here('../common/src/');

// `vite build` bundles the SPA; `vite build --mode graphiql` bundles the playground into the same dist/.
// Two builds, so the SPA's chunks never share (and preload) code with GraphiQL's Monaco bundle.
export default defineConfig(({ mode }) => {
  const graphiql = mode === 'graphiql';
  return {
    plugins: [
      graphqlDocuments(here('./src/gql/graphql.ts')),
      react(),
      tailwindcss(),
      // What the entry, the Apollo layout and the dashboard shell always load travels in a few chunks (see the plugin).
      !graphiql && layoutChunks({ apollo: 'src/apollo/apollo-layout.tsx', shell: 'src/features/dashboard/dashboard-app.tsx' }),
    ],
    resolve: {
      alias: {
        '@/': here('./src/'),
        // Shared rules are compiled from source so the client never waits for a common/ build.
        '@kuza/common': here('../common/src/index.ts'),
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/graphql': { target: api, ws: true, changeOrigin: true },
        '/media': { target: api, changeOrigin: true },
        '/schema.graphql': { target: api, changeOrigin: true },
      },
    },
    // GraphiQL's Monaco workers import these CommonJS packages: pre-bundle them so the workers also start in dev.
    optimizeDeps: { include: ['graphql-language-service', 'picomatch-browser'] },
    worker: { format: 'es' },
    build: {
      outDir: 'dist',
      emptyOutDir: !graphiql,
      manifest: graphiql ? false : true,
      chunkSizeWarningLimit: graphiql ? 5000 : 500,
      rolldownOptions: {
        input: graphiql ? here('./graphiql.html') : here('./index.html'),
        // common/ is pure (no side effects): let unused rules and their zod schemas drop out of a chunk.
        treeshake: { moduleSideEffects: (id: string) => !id.startsWith(commonSource) },
      },
    },
  };
});
