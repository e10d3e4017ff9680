import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
const featuresSource = here('./src/features/');
// A feature's front door (features/<name>/index.ts) only re-exports: importing one part of it must not bring the
// others (the create page's access field with its zod rules into every post card).
const isFrontDoor = (id: string) =>
  id.startsWith(featuresSource) && /^[a-z-]+\/index\.ts$/.test(id.slice(featuresSource.length));
// React Router 7's package exports name only its development build (remix-run/react-router#12532), whose dev
// warnings stay in a production bundle; builds take the production build it ships beside it.
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// `vite build` bundles the SPA; `vite build --mode graphiql` bundles the playground into the same dist/.
// Two builds, so the SPA's chunks never share (and preload) code with GraphiQL's Monaco bundle.
export default defineConfig(({ command, mode }) => {
  const graphiql = mode === 'graphiql';
  return {
    plugins: [
      graphqlDocuments(here('./src/gql/graphql.ts')),
      react(),
      tailwindcss(),
      // What the entry, the Apollo layout and the dashboard shell always load travels in a few chunks (see the plugin).
      !graphiql &&
        layoutChunks(
          { apollo: 'src/apollo/apollo-layout.tsx', shell: 'src/features/dashboard/dashboard-app.tsx' },
          {
            name: 'content',
            layout: 'shell',
            pages: ['post', 'profile', 'tag'].map((page) => `src/features/public-pages/public-${page}-page.tsx`),
          },
        ),
    ],
    resolve: {
      alias: [
        { find: '@/', replacement: here('./src/') },
        // Shared rules are compiled from source so the client never waits for a common/ build.
        { find: '@kuza/common', replacement: here('../common/src/index.ts') },
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: join(routerProduction, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: join(routerProduction, 'dom-export.mjs') },
            ]
          : []),
      ],
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
        treeshake: { moduleSideEffects: (id: string) => !id.startsWith(commonSource) && !isFrontDoor(id) },
      },
    },
  };
});
