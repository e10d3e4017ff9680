import type { Catalog } from '../resource-types';

// Loaders of every am catalog, one chunk each; this index itself loads only when am is first needed.
export const catalogs = import.meta.glob<Catalog>('../locales/am/*.json', { import: 'default' });
