import { lazy, type ComponentType } from 'react';

/**
 * A page that loads on its first render, in a chunk of its own: `lazyPage(() => import('./wallet-page'), 'WalletPage')`.
 * Feature index files export their route pages this way, so importing a feature never bundles its pages.
 */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
