import type { Catalog } from '../resource-types';

// Loaders of the English catalogs that are not bundled (common and public are), one chunk each.
export const catalogs = import.meta.glob<Catalog>(
  ['../locales/en/*.json', '!../locales/en/common.json', '!../locales/en/public.json'],
  {
    import: 'default',
  },
);
