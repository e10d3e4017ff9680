import type { ApiScopeName } from '@kuza/common';
import type { Context } from './context';
import { AppError } from './errors';

/**
 * Refuses (403, the missing scope named) a request made with an API key that lacks `scope`. Sessions are not
 * limited by scopes: a key never has more power than its owner, and never more than its scopes (issue 34).
 */
export function requireScope(ctx: Context, scope: ApiScopeName): void {
  const viewer = ctx.viewer;
  if (!viewer?.apiKeyId) return;
  if (viewer.apiKeyScopes?.includes(scope)) return;
  throw new AppError('FORBIDDEN', 'apiKey.missingScope', { params: { scope } });
}
