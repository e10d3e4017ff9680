import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver (zodResolver with its schema from common/) from a module loaded when the form first renders, so
 * zod is not part of a route's first download (tests/e2e/bundle-size.test.ts). The first check waits for the load
 * if it has not finished yet.
 */
export function useLazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  const [lazy] = useState(() => {
    let pending: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
    const get = () => (pending ??= load());
    const resolve: Resolver<TValues, TContext, TOutput> = (values, context, options) =>
      get().then((resolver) => resolver(values, context, options));
    return { get, resolve };
  });
  useEffect(() => {
    void lazy.get();
  }, [lazy]);
  return lazy.resolve;
}
