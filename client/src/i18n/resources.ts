import { addCatalog, indexCatalogs, type Catalog, type Resources } from './resource-types';

// Only what the first screen of a visit needs is bundled: the fallback language's (en) `common` and `public`
// catalogs (landing page, header, footer, 404). Every other catalog, in every language, is its own small chunk
// that i18next fetches the first time a screen asks for that namespace, and each language's list of catalogs is
// itself a chunk, so new features and new languages never grow the landing page's download.
// Jest maps this module to resources.node.ts, which has the same exports.
const bundled = import.meta.glob<Catalog>(['./locales/en/common.json', './locales/en/public.json'], {
  eager: true,
  import: 'default',
});
// Which languages have an app-shell catalog (common), known without downloading any.
const shells = import.meta.glob<Catalog>('./locales/*/common.json', { import: 'default' });

type CatalogLoaders = Record<string, () => Promise<Catalog>>;
const languageIndexes: Record<string, () => Promise<{ catalogs: CatalogLoaders }>> = {
  en: () => import('./catalogs/en'),
  sw: () => import('./catalogs/sw'),
  yo: () => import('./catalogs/yo'),
  fr: () => import('./catalogs/fr'),
  ar: () => import('./catalogs/ar'),
  am: () => import('./catalogs/am'),
};

/** Catalogs available without a download (the bundled ones). */
export const resources: Resources = {};
for (const [path, catalog] of Object.entries(bundled)) addCatalog(resources, path, catalog);

/** Namespaces known without a download, by language: the bundled ones and each language's `common`. */
export const catalogIndex = indexCatalogs([...Object.keys(bundled), ...Object.keys(shells)]);

/** Fetches one catalog; undefined when that language has no file for the namespace (the fallback then applies). */
export async function loadNamespace(language: string, namespace: string): Promise<Catalog | undefined> {
  const bundledCatalog = bundled[`./locales/${language}/${namespace}.json`];
  if (bundledCatalog) return bundledCatalog;
  const index = await languageIndexes[language]?.();
  return index?.catalogs[`../locales/${language}/${namespace}.json`]?.();
}
