// The front door of api-keys: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { apiKeyQuotaHeaders } from './api-key-quota.plugin';
export { quotaHeaders, quotaOf } from './api-key-quota';
export { ApiKey } from './api-key.entity';
export { ApiKeyService } from './api-key.service';
export { PersonalApiKeyService } from './personal-api-key.service';
