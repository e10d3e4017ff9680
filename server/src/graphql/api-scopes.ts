import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import type { ApiScopeName } from '@kuza/common';
import { PARTNER_KEY_OPERATIONS, scopeRuleOf, type RootKind } from './api-scope-table';
import type { Context } from './context';
import { AppError, forbidden, refuseRequest } from './errors';

/**
 * Refuses (403, the missing scope named) a request made with an API key that lacks `scope`. Sessions are not
 * limited by scopes: a key never has more power than its owner, and never more than its scopes (issue 34).
 */
export function requireScope(ctx: Context, scope: ApiScopeName): void {
  const viewer = ctx.viewer;
  if (!viewer?.apiKeyId) return;
  if (viewer.apiKeyScopes?.includes(scope)) return;
  // HTTP 403 for the whole request (not a 200 with a field error): the key may not make it.
  throw refuseRequest(new AppError('FORBIDDEN', 'apiKey.missingScope', { params: { scope } }));
}

/** Refuses a key the root field `field` of `root` (the table in api-scope-table.ts). */
function checkRootField(context: Context, root: RootKind, field: string): void {
  const viewer = context.viewer;
  if (!viewer?.apiKeyId) return;
  if (viewer.apiKeyKind === 'PAYMENT_GATEWAY' && !PARTNER_KEY_OPERATIONS.has(field)) {
    throw refuseRequest(forbidden('apiKey.notForPartnerKey'));
  }
  const rule = scopeRuleOf(root, field);
  if (rule === 'NEVER') throw refuseRequest(forbidden('apiKey.notWithApiKey'));
  requireScope(context, rule);
}

const ROOTS: readonly RootKind[] = ['Query', 'Mutation', 'Subscription'];

/**
 * Every root field of a request made with a key passes here first, before the field's own role checks, and a
 * subscription before it starts. Set on the built schema's root fields only: as a type-graphql global middleware it
 * would also wrap every other field of every answer, making each one a promise (docs/benchmarks.md, issue 35).
 */
export function guardRootFieldsByScope(schema: GraphQLSchema): void {
  for (const root of ROOTS) {
    const type = schema.getType(root);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: Context, info) => {
        checkRootField(context, root, field.name);
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = (source, args, context: Context, info) => {
          checkRootField(context, root, field.name);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
}
