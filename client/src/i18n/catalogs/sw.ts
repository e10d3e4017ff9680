import type { Catalog } from '../resource-types';

// Loaders of every sw catalog, one chunk each; this index itself loads only when sw is first needed.
export const catalogs = import.meta.glob<Catalog>('../locales/sw/*.json', { import: 'default' });
