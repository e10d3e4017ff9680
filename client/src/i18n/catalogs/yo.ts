import type { Catalog } from '../resource-types';

// Loaders of every yo catalog, one chunk each; this index itself loads only when yo is first needed.
export const catalogs = import.meta.glob<Catalog>('../locales/yo/*.json', { import: 'default' });
