import type { Catalog } from '../resource-types';

// Loaders of every fr catalog, one chunk each; this index itself loads only when fr is first needed.
export const catalogs = import.meta.glob<Catalog>('../locales/fr/*.json', { import: 'default' });
