import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Only the toggles given change.' })
export class PrivacySettingsInput {
  @Field(() => Boolean, { nullable: true })
  publicProfile?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  showFollowers?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  showEarnings?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  privateMessages?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  collabRequests?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  location?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  filterContent?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  commentFilter?: boolean | null;
}

@InputType({ description: 'Only the fields given change; each must be one of the listed values.' })
export class UpdateSettingsInput {
  @Field(() => String, { nullable: true, description: 'chrono, ai, expert or local.' })
  feedAlgorithm?: string | null;

  @Field(() => String, { nullable: true, description: 'default, sunset, ocean or forest.' })
  theme?: string | null;

  @Field(() => String, { nullable: true, description: 'light, dark or auto.' })
  displayMode?: string | null;

  @Field(() => String, { nullable: true, description: 'en, sw, yo, fr, ar or am.' })
  language?: string | null;

  @Field(() => PrivacySettingsInput, { nullable: true })
  privacy?: PrivacySettingsInput | null;
}
