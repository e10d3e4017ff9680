import type { Catalog } from '../resource-types';

// Loaders of every ar catalog, one chunk each; this index itself loads only when ar is first needed.
export const catalogs = import.meta.glob<Catalog>('../locales/ar/*.json', { import: 'default' });
