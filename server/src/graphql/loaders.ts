import type DataLoader from 'dataloader';
import type { Deps } from './services';

export type LoaderFactory<K, V> = (deps: Deps, viewerId: string | null) => DataLoader<K, V>;

/** Per-request DataLoaders, created on first use: batching without a shared list of loaders. */
export class Loaders {
  private readonly loaders = new Map<LoaderFactory<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(
    private readonly deps: Deps,
    private readonly viewerId: string | null,
  ) {}

  get<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(factory as LoaderFactory<unknown, unknown>) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = factory(this.deps, this.viewerId);
      this.loaders.set(factory as LoaderFactory<unknown, unknown>, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}
