import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';

/** Events of one subscription, awaited one at a time. */
export class EventQueue<T> {
  private readonly items: T[] = [];
  private readonly waiters: Array<(item: T) => void> = [];

  push(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  next(timeoutMs = 5000): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No subscription event within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  }

  get pending(): number {
    return this.items.length;
  }
}

export interface LiveSubscription<T> {
  events: EventQueue<T>;
  dispose(): void;
}

/**
 * Subscribes and resolves once the server delivers to it. The protocol has no acknowledgement for a subscription,
 * so `probe` (which must make the server push one recognisable event) is repeated until one arrives; events for
 * which `isProbe` holds are dropped.
 */
export async function subscribeLive<T, R, V>(
  client: Client,
  query: TypedDocumentNode<R, V>,
  variables: V,
  select: (data: R) => T,
  probe: () => void,
  isProbe: (event: T) => boolean,
): Promise<LiveSubscription<T>> {
  const events = new EventQueue<T>();
  let live: (() => void) | undefined;
  const isLive = new Promise<void>((resolve) => (live = resolve));
  const dispose = client.subscribe<R>(
    { query: print(query), variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        const event = select(result.data!);
        if (isProbe(event)) live?.();
        else events.push(event);
      },
      error: (error) => {
        throw error instanceof Error ? error : new Error(JSON.stringify(error));
      },
      complete: () => undefined,
    },
  );
  const deadline = Date.now() + 10_000;
  let settled = false;
  void isLive.then(() => (settled = true));
  while (!settled) {
    if (Date.now() > deadline) throw new Error('The subscription never became live');
    probe();
    await Promise.race([isLive, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
  return { events, dispose };
}
