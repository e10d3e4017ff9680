import { addCatalog, indexCatalogs, type Catalog, type Resources } from './resource-types';

// Only what the first screen of a visit needs is bundled: the fallback language's (en) `common` and `public`
// catalogs (landing page, header, footer, 404). Every other catalog, in every language, is its own small chunk
// that i18next fetches the first time a screen asks for that namespace, so new features and new languages never
// grow the landing page's download. Jest maps this module to resources.node.ts, which has the same exports.
const bundled = import.meta.glob<Catalog>(['./locales/en/common.json', './locales/en/public.json'], { eager: true, import: 'default' });
const lazy = import.meta.glob<Catalog>(['./locales/*/*.json', '!./locales/en/common.json', '!./locales/en/public.json'], {
  import: 'default',
});

/** Catalogs available without a download (the bundled ones). */
export const resources: Resources = {};
for (const [path, catalog] of Object.entries(bundled)) addCatalog(resources, path, catalog);

/** Namespaces with a catalog, by language, whether loaded or not. */
export const catalogIndex = indexCatalogs([...Object.keys(bundled), ...Object.keys(lazy)]);

/** Fetches one catalog; undefined when that language has no file for the namespace (the fallback then applies). */
export async function loadNamespace(language: string, namespace: string): Promise<Catalog | undefined> {
  const path = `./locales/${language}/${namespace}.json`;
  if (bundled[path]) return bundled[path];
  return lazy[path]?.();
}
