import { IsNull } from 'typeorm';
import {
  API_SCOPES,
  DEFAULT_ADMIN_KEY_SCOPES,
  PARTNER_KEY_SCOPES,
  apiKeyFormSchema,
  firstIssue,
  isWellFormedApiKey,
  type ApiScopeName,
} from '@kuza/common';
import { sqlRows } from '../../db/sql';
import type { Context, Viewer } from '../../graphql/context';
import { badInput, forbidden, unauthenticated } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { withUserRole } from '../../kernel/roles';
import { AccountService } from '../auth';
import { apiKeyNotFound } from './api-key.errors';
import { ApiKey } from './api-key.entity';
import { ApiKeyKind, ApiKeyTier, ApiScope, requestsPerHour } from './api-key.enums';
import type { GenerateApiKeyInput, GeneratedApiKey } from './api-key.inputs';
import { consumeQuota, rememberQuota } from './api-key-quota';
import { hashApiKey, newApiKeySecret } from './api-key-secret';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface KeyOwnerRow {
  id: string;
  tier: ApiKeyTier;
  kind: ApiKeyKind;
  scopes: ApiScopeName[];
  stale: boolean;
  user_id: string;
  email: string;
  suspended: boolean;
  roles: string[];
}

/** Scopes in their canonical order, each once. */
export function canonicalScopes(scopes: readonly string[]): ApiScope[] {
  return API_SCOPES.filter((scope) => scopes.includes(scope)) as ApiScope[];
}

export interface NewKey {
  name: string;
  description: string | null;
  kind: ApiKeyKind;
  tier: ApiKeyTier;
  scopes: readonly string[];
}

/** API keys: generated and deleted by admins, used by API consumers acting as the admin who made them. */
export class ApiKeyService {
  constructor(private readonly deps: Deps) {}

  list(_ctx: Context, kind: ApiKeyKind | null | undefined): Promise<ApiKey[]> {
    return this.deps.db.getRepository(ApiKey).find({
      where: { deletedAt: IsNull(), ...(kind ? { kind } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async generate(ctx: Context, input: GenerateApiKeyInput): Promise<GeneratedApiKey> {
    if (!ctx.viewer) throw unauthenticated();
    const kind = input.kind ?? ApiKeyKind.API;
    const checked = firstIssue(apiKeyFormSchema(kind), {
      name: input.name,
      description: input.description,
      tier: input.tier ?? undefined,
    });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    // A partner key gets what a gateway partner needs and no more, whatever was asked.
    const scopes =
      kind === ApiKeyKind.PAYMENT_GATEWAY ? PARTNER_KEY_SCOPES : (input.scopes ?? DEFAULT_ADMIN_KEY_SCOPES);
    if (scopes.length === 0) throw badInput('scopes', 'apiKey.scopesRequired');
    const { name, description } = checked.data;
    return this.insert(ctx.viewer.id, { name, description, kind, tier: input.tier ?? ApiKeyTier.FREE, scopes });
  }

  /** Stores a new key of `userId` (whose e-mail must be confirmed) and returns it with its secret, shown once. */
  async insert(userId: string, key: NewKey): Promise<GeneratedApiKey> {
    // Issue 33: an account that has not confirmed its e-mail creates no API keys.
    await this.deps.services.get(AccountService).requireConfirmedEmail(userId);
    const { secret, hash, prefix, lastFour } = newApiKeySecret();
    const repository = this.deps.db.getRepository(ApiKey);
    const apiKey = await repository.save(
      repository.create({
        userId,
        ...key,
        scopes: canonicalScopes(key.scopes),
        keyHash: hash,
        prefix,
        lastFour,
      }),
    );
    return { apiKey, secret };
  }

  async setTier(_ctx: Context, id: string, tier: ApiKeyTier): Promise<ApiKey> {
    if (!UUID.test(id)) throw apiKeyNotFound();
    const repository = this.deps.db.getRepository(ApiKey);
    const apiKey = await repository.findOneBy({ id, deletedAt: IsNull() });
    if (!apiKey) throw apiKeyNotFound();
    apiKey.tier = tier;
    return repository.save(apiKey);
  }

  /** Soft delete: the key stops working at once (every request looks it up, its sockets close), the row stays for audit. */
  async delete(_ctx: Context, id: string, ownerId?: string): Promise<boolean> {
    if (!UUID.test(id)) throw apiKeyNotFound();
    const deleted = await sqlRows<{ id: string }>(
      this.deps.db,
      `UPDATE api_keys SET deleted_at = now(), is_active = false
       WHERE id = $1 AND deleted_at IS NULL AND ($2::uuid IS NULL OR user_id = $2::uuid) RETURNING id`,
      [id, ownerId ?? null],
    );
    if (deleted.length === 0) throw apiKeyNotFound();
    await this.deps.revocations.publishRevocation({ kind: 'apiKey', id });
    await this.deps.db.query(`DELETE FROM api_key_usage WHERE api_key_id = $1`, [id]);
    return true;
  }

  /**
   * The viewer behind a key, or null when the key is unknown, inactive or deleted. Roles are read per
   * request (a demoted admin's keys lose admin power at once); each call counts against the hourly quota
   * and throws RATE_LIMITED when it is used up.
   */
  async authenticate(secret: string): Promise<Viewer | null> {
    if (!isWellFormedApiKey(secret)) return null;
    const [row]: KeyOwnerRow[] = await this.deps.db.query(
      `SELECT k.id, k.tier, k.kind, k.scopes, (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute') AS stale,
              u.id AS user_id, u.email, u.suspended_at IS NOT NULL AS suspended,
              ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id) AS roles
       FROM api_keys k JOIN users u ON u.id = k.user_id
       WHERE k.key_hash = $1 AND k.deleted_at IS NULL AND k.is_active`,
      [hashApiKey(secret)],
    );
    if (!row) return null;
    // The key is real, but its owner was suspended: say so rather than "invalid key".
    if (row.suspended) throw forbidden('platform.accountSuspended');
    const quota = await consumeQuota(this.deps.db, row.id, requestsPerHour(row.tier));
    // At most one write a minute per key, however busy it is.
    if (row.stale) {
      await this.deps.db.query(
        `UPDATE api_keys SET last_used_at = now()
         WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [row.id],
      );
    }
    const viewer: Viewer = {
      id: row.user_id,
      email: row.email,
      roles: withUserRole(row.roles),
      sessionId: null,
      apiKeyId: row.id,
      apiKeyScopes: canonicalScopes(row.scopes),
      apiKeyKind: row.kind,
    };
    rememberQuota(viewer, quota);
    return viewer;
  }
}
