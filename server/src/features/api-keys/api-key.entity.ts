import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ApiKeyKind, ApiKeyTier, ApiScope } from './api-key.enums';

@ObjectType({
  description: 'An API key as the admin screens see it: never the key itself, only its prefix and last four.',
})
@Entity('api_keys')
export class ApiKey {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The user who generated the key; requests made with it act as this user. */
  @Column('uuid')
  userId: string;

  @Field()
  @Column('text')
  name: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  description: string | null;

  @Field({ description: 'The first 12 characters of the key, for the masked displays.' })
  @Column('text')
  prefix: string;

  @Field()
  @Column('text')
  lastFour: string;

  @Field()
  @Column('boolean', { default: true })
  isActive: boolean;

  @Field(() => ApiKeyTier)
  @Column('text')
  tier: ApiKeyTier;

  @Field(() => ApiKeyKind)
  @Column('text')
  kind: ApiKeyKind;

  @Field(() => [ApiScope], { description: 'What the key may do; never more than its owner may.' })
  @Column('text', { array: true })
  scopes: ApiScope[];

  // SHA-256 of the full key: all the database keeps of it.
  @Column('text')
  keyHash: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' })
  @Column('timestamptz', { nullable: true })
  lastUsedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
