import { addCatalog, indexCatalogs, type Catalog, type Resources } from './resource-types';

// Vite bundles the fallback language (en) with the app; every other language becomes lazy chunks fetched
// only when a reader picks it, so adding languages never grows the first download.
// Jest maps this module to resources.node.ts, which has the same exports.
const bundled = import.meta.glob<Catalog>('./locales/en/*.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Catalog>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

/** Catalogs loaded so far (initially the fallback language). */
export const resources: Resources = {};
for (const [path, catalog] of Object.entries(bundled)) addCatalog(resources, path, catalog);

/** Namespaces with a catalog, by language, whether loaded or not. */
export const catalogIndex = indexCatalogs([...Object.keys(bundled), ...Object.keys(lazy)]);

/** Fetches every catalog of a language and returns them by namespace. */
export async function loadLanguage(language: string): Promise<Record<string, Catalog>> {
  const loaded: Resources = {};
  const files = Object.entries(lazy).filter(([path]) => path.includes(`/locales/${language}/`));
  await Promise.all(files.map(async ([path, load]) => addCatalog(loaded, path, await load())));
  return { ...resources[language], ...loaded[language] };
}
