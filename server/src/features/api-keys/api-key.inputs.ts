import { Field, InputType, ObjectType } from 'type-graphql';
import { ApiKey } from './api-key.entity';
import { ApiKeyKind, ApiKeyTier, ApiScope } from './api-key.enums';

@InputType()
export class GenerateApiKeyInput {
  @Field({ description: 'Required; trimmed.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Optional; empty becomes null.' })
  description?: string | null;

  @Field(() => ApiKeyTier, {
    nullable: true,
    defaultValue: ApiKeyTier.FREE,
    description: 'FREE when left out or null.',
  })
  tier?: ApiKeyTier | null;

  @Field(() => ApiKeyKind, { nullable: true, defaultValue: ApiKeyKind.API, description: 'API when left out or null.' })
  kind?: ApiKeyKind | null;

  @Field(() => [ApiScope], {
    nullable: true,
    description: 'Every scope when left out; a PAYMENT_GATEWAY key always gets READ and EARNINGS, for payout status.',
  })
  scopes?: ApiScope[] | null;
}

@InputType()
export class CreatePersonalApiKeyInput {
  @Field({ description: 'Required; trimmed.' })
  name: string;

  @Field(() => [ApiScope], { description: 'At least one.' })
  scopes: ApiScope[];
}

@ObjectType({ description: 'A new key: `secret` is the full key, returned only here and never again.' })
export class GeneratedApiKey {
  @Field(() => ApiKey)
  apiKey: ApiKey;

  @Field({ description: 'Send as `Authorization: Bearer <secret>`.' })
  secret: string;
}
