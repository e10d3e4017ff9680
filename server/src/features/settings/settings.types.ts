import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Privacy & Safety: eight on/off choices (spec §3 gives the defaults).' })
export class PrivacySettings {
  @Field({ description: 'Default true.' })
  publicProfile: boolean;

  @Field({ description: 'Default true.' })
  showFollowers: boolean;

  @Field({ description: 'Default false.' })
  showEarnings: boolean;

  @Field({ description: 'Default true.' })
  privateMessages: boolean;

  @Field({ description: 'Default true.' })
  collabRequests: boolean;

  @Field({ description: 'Default false.' })
  location: boolean;

  @Field({ description: 'Default true.' })
  filterContent: boolean;

  @Field({ description: 'Default true.' })
  commentFilter: boolean;
}

@ObjectType({ description: "The caller's account settings; the spec's defaults until they change one." })
export class AccountSettings {
  @Field(() => ID, { description: "The account's user id." })
  id: string;

  @Field({
    description:
      'chrono (newest first), ai (the ranked feed; default), expert (the Energy Dial exactly as set) or local (nearest creators first).',
  })
  feedAlgorithm: string;

  @Field({ description: 'Colour theme: default, sunset, ocean or forest.' })
  theme: string;

  @Field({ description: 'light (default), dark, or auto (follows the device).' })
  displayMode: string;

  @Field(() => String, {
    nullable: true,
    description: 'Interface language: en, sw, yo, fr, ar or am; null until chosen.',
  })
  language: string | null;

  @Field(() => PrivacySettings)
  privacy: PrivacySettings;

  @Field(() => Date, { nullable: true, description: 'When a setting last changed; null while all are defaults.' })
  updatedAt: Date | null;
}
