/** Catalogs by language, then namespace: `{ en: { common: {...}, auth: {...} } }`. */
export type Catalog = { [key: string]: string | Catalog };
export type Resources = Record<string, Record<string, Catalog>>;

/** The language and namespace of a catalog file path (`.../locales/<lng>/<namespace>.json`). */
export function catalogPath(path: string): { language: string; namespace: string } | undefined {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path.replace(/\\/g, '/'));
  return match ? { language: match[1], namespace: match[2] } : undefined;
}

/** Places one catalog file into the resources object. */
export function addCatalog(resources: Resources, path: string, catalog: Catalog): void {
  const where = catalogPath(path);
  if (where) resources[where.language] = { ...resources[where.language], [where.namespace]: catalog };
}

/** Which namespaces each language has catalogs for, from the file paths alone. */
export function indexCatalogs(paths: string[]): Record<string, string[]> {
  const index: Record<string, string[]> = {};
  for (const path of paths) {
    const where = catalogPath(path);
    if (where) index[where.language] = [...(index[where.language] ?? []), where.namespace];
  }
  return index;
}
