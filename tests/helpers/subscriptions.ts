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
export async function subscribeLive<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  select: (data: Record<string, unknown>) => T,
  probe: () => void,
  isProbe: (event: T) => boolean,
): Promise<LiveSubscription<T>> {
  const events = new EventQueue<T>();
  let live: (() => void) | undefined;
  const isLive = new Promise<void>((resolve) => (live = resolve));
  const dispose = client.subscribe<Record<string, unknown>>(
    { query, variables },
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
