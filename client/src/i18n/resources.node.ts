import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addCatalog, indexCatalogs, type Catalog, type Resources } from './resource-types';

// The same exports as resources.ts, read with fs for Jest (which has no import.meta.glob): every language loaded.
const root = join(__dirname, 'locales');
const paths = readdirSync(root).flatMap((language) =>
  readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(root, language, file)),
);

export const resources: Resources = {};
for (const path of paths) addCatalog(resources, path, JSON.parse(readFileSync(path, 'utf8')) as Catalog);

export const catalogIndex = indexCatalogs(paths);

export async function loadLanguage(language: string): Promise<Record<string, Catalog>> {
  return resources[language] ?? {};
}
