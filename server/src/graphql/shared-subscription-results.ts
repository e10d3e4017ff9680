import {
  BREAK,
  createSourceEventStream,
  execute,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

/**
 * `@Extensions(SAME_FOR_EVERY_VIEWER)` on a field: what it resolves to depends only on its parent (the published
 * event), never on the caller, their roles or the database at delivery time. Not for fields with @Authorized.
 */
export const SAME_FOR_EVERY_VIEWER = { sameForEveryViewer: true } as const;

type Shared = Map<string, Promise<ExecutionResult>>;

/**
 * graphql-ws's `subscribe`, as graphql-js's, except that an event is executed once per operation for all of its
 * subscribers when every field the operation selects is marked SAME_FOR_EVERY_VIEWER: 10,000 subscribers to
 * trending each ran the same selection over the same list, a third of the fan-out's CPU and most of its garbage.
 */
export function subscribeSharingResults() {
  // Per published event object; an entry goes when the event is no longer held by any subscriber's queue.
  const shared = new WeakMap<object, Shared>();
  return async function subscribe(args: ExecutionArgs) {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream;
    const key = sameForEveryViewer(args) ? operationKey(args) : null;
    const run = (event: unknown) => Promise.resolve(execute({ ...args, rootValue: event }));
    return mapEvents(stream, (event) => {
      if (key === null || typeof event !== 'object' || event === null) return run(event);
      let byOperation = shared.get(event);
      if (!byOperation) shared.set(event, (byOperation = new Map()));
      let result = byOperation.get(key);
      if (!result) byOperation.set(key, (result = run(event)));
      return result;
    });
  };
}

/** Whether every field of the document (its fragments included) is marked, so its answer is the same for anyone. */
export function sameForEveryViewer({ schema, document }: Pick<ExecutionArgs, 'schema' | 'document'>): boolean {
  const typeInfo = new TypeInfo(schema);
  let same = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return undefined;
        if (typeInfo.getFieldDef()?.extensions?.sameForEveryViewer) return undefined;
        same = false;
        return BREAK;
      },
    }),
  );
  return same;
}

/** The operation as the client sent it, with its name and variables: subscribers with the same key get the same answer. */
function operationKey({ document, operationName, variableValues }: ExecutionArgs): string {
  return JSON.stringify([operationName ?? null, variableValues ?? {}, document.loc?.source.body ?? document]);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** What graphql-ws iterates, and ends with `return()` when the client completes or leaves. */
export interface Results extends AsyncIterableIterator<ExecutionResult, void> {
  return(): Promise<IteratorResult<ExecutionResult, void>>;
}

/**
 * The source's events mapped to results. Written out rather than as an async generator: a generator cannot be
 * returned while it awaits the next event, so a client's `complete` would leave its pub/sub listener until then.
 */
function mapEvents(source: AsyncIterable<unknown>, map: (event: unknown) => Promise<ExecutionResult>): Results {
  const iterator = source[Symbol.asyncIterator]();
  const mapped = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult, void>> =>
    step.done ? { done: true, value: undefined } : { done: false, value: await map(step.value) };
  const generator: Results = {
    next: () => iterator.next().then(mapped),
    return: async () => {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => generator,
  };
  return generator;
}
