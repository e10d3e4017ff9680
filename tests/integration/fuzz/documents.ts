import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
} from 'graphql';
import { NASTY_NUMBERS, NASTY_STRINGS, type Random } from './random';

// Operations built from Kuza's own schema (every query, mutation and subscription field, with its arguments as
// variables), then broken in the ways a careless or hostile client would: random variables, cut or spliced text,
// wrong operation names.

export interface Operation {
  document: string;
  operationName?: string;
  variables?: unknown;
}

/** One operation on a root field, selecting its leaves two levels down. */
function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const name = `Fuzz${kind[0].toUpperCase()}${kind.slice(1)}${field.name[0].toUpperCase()}${field.name.slice(1)}`;
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const call = `${field.name}${args ? `(${args})` : ''}${selection(field.type, 2)}`;
  return { name, args: field.args, text: `${kind} ${name}${definitions ? `(${definitions})` : ''} { ${call} }` };
}

function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isAbstractType(named)) return ' { __typename }';
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter(
    (field) =>
      field.args.every((arg) => !isNonNullType(arg.type)) && (depth > 0 || isLeafType(getNamedType(field.type))),
  );
  const inner = fields
    .slice(0, 8)
    .map((field) => `${field.name}${depth > 0 ? selection(field.type, depth - 1) : ''}`)
    .filter((text) => !text.endsWith('{  }'));
  return ` { __typename ${inner.join(' ')} }`;
}

export interface OperationPool {
  operations: Array<{ name: string; args: readonly GraphQLArgument[]; text: string }>;
  subscriptions: Array<{ name: string; args: readonly GraphQLArgument[]; text: string }>;
}

// Mutations that end the fuzzing users' sessions: after one, every later request would stop at UNAUTHENTICATED.
const SESSION_ENDING = new Set(['signOut', 'signOutEverywhere', 'deleteAccount', 'changePassword']);

export function operationPool(schema: GraphQLSchema): OperationPool {
  const fieldsOf = (kind: 'query' | 'mutation' | 'subscription') => {
    const root = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : null;
    const type = kind === 'subscription' ? schema.getSubscriptionType() : root;
    return Object.values(type?.getFields() ?? {})
      .filter((field) => !SESSION_ENDING.has(field.name))
      .map((field) => operationFor(kind, field));
  };
  return {
    operations: [...fieldsOf('query'), ...fieldsOf('mutation')],
    subscriptions: fieldsOf('subscription'),
  };
}

/** A value for an input type: mostly well formed, sometimes of the wrong type, missing or hostile. */
export function valueFor(type: GraphQLInputType, random: Random, ids: readonly string[], depth = 0): unknown {
  if (random.chance(0.05)) return random.pick(WRONG_VALUES);
  if (isNonNullType(type)) return valueFor(type.ofType, random, ids, depth);
  if (random.chance(0.08)) return null;
  if (isListType(type)) {
    const length = random.pick([0, 1, 2, 3, 200]);
    return Array.from({ length }, () => valueFor(type.ofType, random, ids, depth + 1));
  }
  if (isEnumType(type)) {
    return random.chance(0.9) ? random.pick(type.getValues()).value : random.pick(['NOPE', 'image', '', 0]);
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (random.chance(0.1)) continue;
      value[field.name] = valueFor(field.type, random, ids, depth + 1);
    }
    if (random.chance(0.1)) value[random.text(6)] = random.pick(NASTY_STRINGS);
    return value;
  }
  if (isScalarType(type)) return scalarValue(type.name, random, ids);
  return null;
}

function scalarValue(name: string, random: Random, ids: readonly string[]): unknown {
  switch (name) {
    case 'Int':
      return random.chance(0.7) ? random.int(30) : random.pick(NASTY_NUMBERS);
    case 'Float':
      return random.chance(0.7) ? random.next() * 1000 : random.pick(NASTY_NUMBERS);
    case 'Boolean':
      return random.chance(0.9) ? random.chance(0.5) : 'yes';
    case 'ID':
      return random.chance(0.6) && ids.length > 0 ? random.pick(ids) : random.pick(NASTY_STRINGS);
    case 'Upload':
      return null;
    case 'DateTime':
    case 'DateTimeISO':
      return random.pick([new Date(random.int(2_000_000_000_000)).toISOString(), 'yesterday', 0, '2026-13-45']);
    default:
      return random.chance(0.5) ? random.text(random.int(20) + 1) : random.pick(NASTY_STRINGS);
  }
}

const WRONG_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1e308,
  '',
  'x',
  true,
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  '\u0000',
];

/** Variables for an operation's arguments, or something that is not variables at all. */
export function variablesFor(args: readonly GraphQLArgument[], random: Random, ids: readonly string[]): unknown {
  if (random.chance(0.05)) return random.pick([null, [], 'variables', 42, [{}], { '': 1 }]);
  const variables: Record<string, unknown> = {};
  for (const arg of args) {
    if (random.chance(0.05)) continue;
    variables[arg.name] = valueFor(arg.type, random, ids);
  }
  return variables;
}

const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '$',
  '...',
  '@',
  '!',
  '=',
  '"',
  '"""',
  '#',
  ',',
  '\u0000',
  '\\u0000',
  'query',
  'mutation',
  'subscription',
  'fragment F on Query { __typename }',
  '...F',
  '@include(if: true)',
  '@skip(if: $nope)',
  '@defer',
  '@stream',
  '__schema { types { name } }',
  '__type(name: "User") { fields { name } }',
  'a: __typename b: __typename',
  '{ a { b { c { d { e } } } } }',
  '"\\uD800"',
  '1e999',
  '-0',
  'null',
  'ሰላም',
];

/** Breaks a document: cut, splice tokens in, repeat a part, or swap it for random text. */
export function mutateDocument(document: string, random: Random): string {
  let text = document;
  const rounds = 1 + random.int(3);
  for (let round = 0; round < rounds; round++) {
    const at = random.int(text.length + 1);
    switch (random.int(6)) {
      case 0:
        text = text.slice(0, at) + text.slice(at + 1 + random.int(12));
        break;
      case 1:
        text = `${text.slice(0, at)} ${random.pick(TOKENS)} ${text.slice(at)}`;
        break;
      case 2:
        text = text.slice(0, at);
        break;
      case 3:
        text = text + text.slice(at);
        break;
      case 4:
        text = `${text.slice(0, at)}${random.text(1 + random.int(4), '{}()[]:$!@"\\#.,=|&\n\t ')}${text.slice(at)}`;
        break;
      default:
        text = random.pick(TOKENS) + text;
    }
  }
  return text;
}

/** A full operation: from the pool, usually with its own name, sometimes broken or renamed. */
export function randomOperation(pool: OperationPool, random: Random, ids: readonly string[]): Operation {
  const base = random.pick(pool.operations);
  const document = random.chance(0.35) ? mutateDocument(base.text, random) : base.text;
  const operationName = random.chance(0.75)
    ? base.name
    : random.pick([undefined, '', 'Unknown', random.pick(pool.operations).name, 'x'.repeat(3000)]);
  return { document, operationName, variables: variablesFor(base.args, random, ids) };
}
