import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import {
  sameForEveryViewer,
  subscribeSharingResults,
  SAME_FOR_EVERY_VIEWER,
  type Results,
} from './shared-subscription-results';

// A schema like Kuza's: a list pushed to everyone (marked), and a field that answers per caller (not marked).
const pubSub = createPubSub<{ TOP: [string[]] }>();
const runs = { tag: 0, greeting: 0 };
const Tag = new GraphQLObjectType({
  name: 'Tag',
  fields: {
    tag: { type: GraphQLString, extensions: SAME_FOR_EVERY_VIEWER, resolve: (t: string) => (runs.tag++, t) },
    greeting: {
      type: GraphQLString,
      resolve: (t: string, _a, ctx: { name: string }) => (runs.greeting++, `${t} for ${ctx.name}`),
    },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      top: {
        type: new GraphQLList(Tag),
        extensions: SAME_FOR_EVERY_VIEWER,
        subscribe: () => pubSub.subscribe('TOP'),
        resolve: (list: string[]) => list,
      },
    },
  }),
});

const subscribe = subscribeSharingResults();
async function subscriber(query: string, name: string) {
  const stream = await subscribe({ schema, document: parse(query), contextValue: { name } });
  if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
  return stream as Results;
}

beforeEach(() => {
  runs.tag = 0;
  runs.greeting = 0;
});

it('executes an event once for every subscriber of an operation whose fields are the same for everyone', async () => {
  const subs = await Promise.all(
    ['ama', 'kofi', 'zanele'].map((name) => subscriber('subscription { top { tag __typename } }', name)),
  );
  const next = subs.map((s) => s.next());
  pubSub.publish('TOP', ['film', 'music']);
  const expected = {
    data: {
      top: [
        { tag: 'film', __typename: 'Tag' },
        { tag: 'music', __typename: 'Tag' },
      ],
    },
  };
  for (const step of await Promise.all(next)) expect(step).toEqual({ done: false, value: expected });
  expect(runs.tag).toBe(2); // two tags, once each: not once per subscriber
  await Promise.all(subs.map((s) => s.return()));
});

it('executes per subscriber when a selected field depends on the caller', async () => {
  const query = 'subscription { top { ...T } } fragment T on Tag { tag greeting }';
  const [ama, kofi] = await Promise.all([subscriber(query, 'ama'), subscriber(query, 'kofi')]);
  const next = [ama.next(), kofi.next()];
  pubSub.publish('TOP', ['film']);
  const [forAma, forKofi] = await Promise.all(next);
  expect(forAma.value).toEqual({ data: { top: [{ tag: 'film', greeting: 'film for ama' }] } });
  expect(forKofi.value).toEqual({ data: { top: [{ tag: 'film', greeting: 'film for kofi' }] } });
  expect(runs).toEqual({ tag: 2, greeting: 2 });
  await Promise.all([ama.return(), kofi.return()]);
});

it('ends a subscription that is waiting for its next event, and it receives nothing more', async () => {
  const sub = await subscriber('subscription { top { tag } }', 'ama');
  const waiting = sub.next();
  await sub.return();
  expect(await waiting).toEqual({ done: true, value: undefined });
  pubSub.publish('TOP', ['film']);
  expect(await sub.next()).toEqual({ done: true, value: undefined });
  expect(runs.tag).toBe(0);
});

it('tells operations that are the same for everyone from those that are not', () => {
  const same = (query: string) => sameForEveryViewer({ schema, document: parse(query) });
  expect(same('subscription { top { tag } }')).toBe(true);
  expect(same('subscription { top { tag greeting } }')).toBe(false);
  expect(same('subscription { top { ...T } } fragment T on Tag { greeting }')).toBe(false);
});
