import type { MiddlewareFn } from 'type-graphql';
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

const ROOTS: ReadonlySet<string> = new Set<RootKind>(['Query', 'Mutation', 'Subscription']);

/**
 * Every root field of a request made with a key passes here first (a global middleware, before the field's own
 * role checks): the table in api-scope-table.ts says which scope it needs.
 */
export const apiScopeMiddleware: MiddlewareFn<Context> = ({ context, info }, next) => {
  const viewer = context.viewer;
  if (viewer?.apiKeyId && ROOTS.has(info.parentType.name)) {
    const field = info.fieldName;
    if (viewer.apiKeyKind === 'PAYMENT_GATEWAY' && !PARTNER_KEY_OPERATIONS.has(field)) {
      throw refuseRequest(forbidden('apiKey.notForPartnerKey'));
    }
    const rule = scopeRuleOf(info.parentType.name as RootKind, field);
    if (rule === 'NEVER') throw refuseRequest(forbidden('apiKey.notWithApiKey'));
    requireScope(context, rule);
  }
  return next();
};
