import { IsNull } from 'typeorm';
import { firstIssue, personalApiKeySchema } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { requireViewer } from '../../kernel/viewer';
import { ApiKey } from './api-key.entity';
import { ApiKeyKind, ApiKeyTier } from './api-key.enums';
import type { CreatePersonalApiKeyInput, GeneratedApiKey } from './api-key.inputs';
import { ApiKeyService } from './api-key.service';

/** Settings → Developer: every signed-in user's own keys, each limited to its scopes. */
export class PersonalApiKeyService {
  constructor(private readonly deps: Deps) {}

  list(ctx: Context): Promise<ApiKey[]> {
    const viewer = requireViewer(ctx);
    return this.deps.db.getRepository(ApiKey).find({
      where: { userId: viewer.id, kind: ApiKeyKind.API, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async create(ctx: Context, input: CreatePersonalApiKeyInput): Promise<GeneratedApiKey> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(personalApiKeySchema, { name: input.name, scopes: input.scopes });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    // Personal keys start on the free tier; an admin may change it (setApiKeyTier).
    return this.deps.services.get(ApiKeyService).insert(viewer.id, {
      name: checked.data.name,
      description: null,
      kind: ApiKeyKind.API,
      tier: ApiKeyTier.FREE,
      scopes: checked.data.scopes,
    });
  }

  /** Only the caller's own keys: another's id answers NOT_FOUND, as an unknown one does. */
  delete(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    return this.deps.services.get(ApiKeyService).delete(ctx, id, viewer.id);
  }
}
