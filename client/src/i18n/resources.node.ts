import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addCatalog, indexCatalogs, type Catalog, type Resources } from './resource-types';

// The same exports as resources.ts, read with fs for Jest (which has no import.meta.glob): every catalog of
// every language is available at once, so component tests never wait for a download.
const root = join(__dirname, 'locales');
const paths = readdirSync(root).flatMap((language) =>
  readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(root, language, file)),
);

export const resources: Resources = {};
for (const path of paths) addCatalog(resources, path, JSON.parse(readFileSync(path, 'utf8')) as Catalog);

export const catalogIndex = indexCatalogs(paths);

export async function loadNamespace(language: string, namespace: string): Promise<Catalog | undefined> {
  return resources[language]?.[namespace];
}
