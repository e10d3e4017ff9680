// The design's "nevers" as rules (`npm run lint`): shared layers depend on no feature, features meet through their
// front doors (index.ts), the client never reaches the server, common/ belongs to neither side, no cycles.
const SERVER_SHARED = '^server/src/(kernel|graphql|db|http|mail|storage|jobs)/';
const CLIENT_SHARED = '^client/src/(ui|lib|apollo|i18n)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide layering mistakes.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-imports-no-server',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'common-belongs-to-neither-side',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'production-code-imports-no-tests',
      severity: 'error',
      from: {
        path: '^(server|client|common)/src/',
        pathNot: '\\.test\\.tsx?$|^client/src/test/|^client/src/features/[^/]+/testing\\.tsx?$',
      },
      to: { path: '^tests/|^client/src/test/' },
    },
    {
      name: 'server-feature-front-door',
      severity: 'error',
      comment: 'Another feature is reached through its index.ts (its service, types and exports), not its files.',
      from: { path: '^server/src/features/([^/]+)/' },
      to: {
        path: '^server/src/features/[^/]+/',
        pathNot: ['^server/src/features/$1/', '^server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'client-feature-front-door',
      severity: 'error',
      comment:
        'Another feature is reached through its index.ts (its exported hooks and components) or its pages.ts (its route ' +
        'pages, lazily: importing it bundles none of their code); tests also through its testing.ts (mocks, fixtures).',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/[^/]+/',
        pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/(index|pages|testing)\\.tsx?$'],
      },
    },
    {
      name: 'client-app-uses-no-testing-door',
      severity: 'error',
      comment: "A feature's testing.ts (mocks, fixtures) serves tests only: nothing the app runs reaches it.",
      from: { path: '^client/src/main\\.tsx$' },
      to: { path: '^client/src/features/[^/]+/testing\\.tsx?$', reachable: true },
    },
    {
      name: 'server-shared-layers-import-no-features',
      severity: 'error',
      comment: 'The kernel, graphql/, db/, http/, mail/ and storage/ are what features stand on, not the reverse.',
      from: { path: SERVER_SHARED },
      to: { path: '^server/src/(features|app)/' },
    },
    {
      name: 'client-shared-layers-import-no-features',
      severity: 'error',
      from: { path: CLIENT_SHARED },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'ui-has-no-data-access',
      severity: 'error',
      comment: 'Design-system components take props; data comes from features.',
      from: { path: '^client/src/ui/' },
      to: { path: '^client/src/(apollo|features|gql)/|^@apollo/client' },
    },
    {
      name: 'resolvers-do-not-touch-the-database',
      severity: 'error',
      comment: 'Thin resolvers: services own data access.',
      from: { path: '\\.resolver\\.ts$' },
      to: { path: '^server/src/db/|node_modules/(typeorm|pg)/' },
    },
    {
      name: 'migrations-import-no-live-code',
      severity: 'error',
      comment: 'A migration is history: what it needs is frozen in it, so later code cannot change what it did.',
      from: { path: '^server/src/db/migrations/' },
      to: { path: '^(server|common)/', pathNot: '^server/src/db/migrations/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|gql)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
