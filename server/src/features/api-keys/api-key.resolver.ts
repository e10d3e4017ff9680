import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { profileById, Profile } from '../profiles';
import { Role } from '../../kernel/roles';
import { ApiKey } from './api-key.entity';
import { ApiKeyKind, ApiKeyTier, requestsPerHour } from './api-key.enums';
import { CreatePersonalApiKeyInput, GenerateApiKeyInput, GeneratedApiKey } from './api-key.inputs';
import { ApiKeyService } from './api-key.service';
import { PersonalApiKeyService } from './personal-api-key.service';

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [ApiKey], {
    description: 'Keys that have not been deleted, newest first; all kinds unless `kind` is given.',
  })
  apiKeys(
    @Arg('kind', () => ApiKeyKind, { nullable: true }) kind: ApiKeyKind | null,
    @Ctx() ctx: Context,
  ): Promise<ApiKey[]> {
    return ctx.services.get(ApiKeyService).list(ctx, kind);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => GeneratedApiKey, {
    description: 'A new key acting as the caller; the full key is in `secret`, only here.',
  })
  generateApiKey(@Arg('input') input: GenerateApiKeyInput, @Ctx() ctx: Context): Promise<GeneratedApiKey> {
    return ctx.services.get(ApiKeyService).generate(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: 'The key stops working at once.' })
  deleteApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(ApiKeyService).delete(ctx, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ApiKey, { description: "Changes any key's rate-limit tier; the new quota applies at once." })
  setApiKeyTier(
    @Arg('id', () => ID) id: string,
    @Arg('tier', () => ApiKeyTier) tier: ApiKeyTier,
    @Ctx() ctx: Context,
  ): Promise<ApiKey> {
    return ctx.services.get(ApiKeyService).setTier(ctx, id, tier);
  }

  @Authorized()
  @Query(() => [ApiKey], { description: "The caller's own keys (Settings → Developer), newest first." })
  personalApiKeys(@Ctx() ctx: Context): Promise<ApiKey[]> {
    return ctx.services.get(PersonalApiKeyService).list(ctx);
  }

  @Authorized()
  @Mutation(() => GeneratedApiKey, {
    description: "A key for the caller's own account, limited to `scopes`; the full key is in `secret`, only here.",
  })
  createPersonalApiKey(@Arg('input') input: CreatePersonalApiKeyInput, @Ctx() ctx: Context): Promise<GeneratedApiKey> {
    return ctx.services.get(PersonalApiKeyService).create(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes one of the caller's own keys; it stops working at once." })
  deletePersonalApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(PersonalApiKeyService).delete(ctx, id);
  }

  @FieldResolver(() => Int, { nullable: true, description: "The tier's hourly quota; null is unlimited." })
  requestsPerHour(@Root() apiKey: ApiKey): number | null {
    return requestsPerHour(apiKey.tier);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: 'Who generated the key: requests made with it act as them.',
  })
  createdBy(@Root() apiKey: ApiKey, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(apiKey.userId);
  }
}
