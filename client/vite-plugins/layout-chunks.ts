import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

// Set while the probe build runs, so the probe (which loads this same config) chunks the default way.
const PROBE = 'KUZA_LAYOUT_CHUNKS_PROBE';

type Chunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'isEntry' | 'facadeModuleId' | 'imports' | 'dynamicImports' | 'modules'
>;

/**
 * Puts what each layout always loads into a few chunks instead of dozens.
 *
 * Rolldown gives every set of importers its own shared chunk, so the modules that the entry, the Apollo layout and
 * the dashboard shell load (each lucide icon, each Radix part, each operation) were spread over ~100 files. Each file
 * is gzipped on its own and repeats its import and export lines: ~7 KB on the landing page and ~13 KB on every
 * dashboard route, for code that always travels together anyway.
 *
 * - The entry's static imports join the entry chunk (Rolldown's `$initial` tag): every route runs them first.
 * - For each layout (loaded lazily), a first, default build shows which chunks it imports statically and which of
 *   those only the layout's subtree reaches (every import path from the entry passes through the layout). Their
 *   modules become one chunk per layout. Whatever imports them has loaded the layout already, so no route downloads
 *   code it would not run; chunks shared with other routes (the auth page, public pages) stay as they were.
 *
 * Build only (the dev server serves modules unbundled); the probe build costs one more client build.
 * `layouts` maps a chunk name to a module path relative to the Vite root, outermost layout first.
 */
export function layoutChunks(layouts: Record<string, string>, shared: SharedGroup | null = null): Plugin {
  let config: ResolvedConfig;
  let groupOf = new Map<string, string>();
  return {
    name: 'kuza-layout-chunks',
    apply: (_config, env) => env.command === 'build' && !process.env[PROBE],
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      process.env[PROBE] = '1';
      try {
        const output = await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false },
        });
        const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput]).flatMap((o) =>
          o.output.filter((c) => c.type === 'chunk'),
        );
        groupOf = layoutGroups(chunks, config.root, layouts, shared);
      } finally {
        delete process.env[PROBE];
      }
    },
    outputOptions(options) {
      const names = [...Object.keys(layouts), ...(shared ? [shared.name] : [])];
      const groups = [
        { name: 'index', tags: ['$initial' as const], priority: names.length + 1 },
        // A module a layout group needs from elsewhere stays where it is (it is imported from that chunk).
        ...names.map((name, i) => ({
          name,
          priority: names.length - i,
          includeDependenciesRecursively: false,
          test: (id: string) => groupOf.get(id) === name,
        })),
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}

/**
 * What one layout shares only with a few lazy pages outside it (the dashboard shell with the public post, profile and
 * hashtag pages: post cards and what they use). Its modules travel in one chunk instead of dozens; no other route
 * loads it.
 */
export interface SharedGroup {
  name: string;
  /** The layout (a key of `layouts`). */
  layout: string;
  /** The lazy pages, relative to the Vite root. */
  pages: string[];
}

/** Module id → layout name, for the modules of the chunks each layout alone needs (see layoutChunks). */
export function layoutGroups(
  chunks: Chunk[],
  root: string,
  layouts: Record<string, string>,
  shared: SharedGroup | null = null,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const reach = (start: Chunk, dynamic: boolean, ...blocked: Chunk[]) => {
    const seen = new Set<Chunk>();
    const queue = [start];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (seen.has(chunk) || blocked.includes(chunk)) continue;
      seen.add(chunk);
      for (const file of dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return seen;
  };
  const groupOf = new Map<string, string>();
  if (!entry) return groupOf;
  for (const [name, path] of Object.entries(layouts)) {
    const layout = chunks.find((chunk) => chunk.facadeModuleId === `${root}/${path}`);
    if (!layout) continue;
    const outside = reach(entry, true, layout);
    for (const chunk of reach(layout, false)) {
      // The layout's own chunk stays its chunk (the manifest and its lazy imports keep their place).
      if (chunk === layout || outside.has(chunk)) continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength > 0 && !groupOf.has(id)) groupOf.set(id, name);
      }
    }
  }
  const facade = (path: string) => chunks.find((chunk) => chunk.facadeModuleId === `${root}/${path}`);
  const layout = shared && facade(layouts[shared.layout]);
  const pages = (shared?.pages ?? []).map(facade).filter((page): page is Chunk => page !== undefined);
  if (!shared || !layout || pages.length === 0) return groupOf;
  // Chunks both the layout and the pages import statically, that nothing else reaches without passing through them.
  const elsewhere = reach(entry, true, layout, ...pages);
  const byPages = new Set(pages.flatMap((page) => [...reach(page, false)]));
  for (const chunk of reach(layout, false)) {
    if (chunk === layout || !byPages.has(chunk) || elsewhere.has(chunk)) continue;
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0 && !groupOf.has(id)) groupOf.set(id, shared.name);
    }
  }
  return groupOf;
}
