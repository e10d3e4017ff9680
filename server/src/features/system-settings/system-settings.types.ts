import { Field, InputType, ObjectType } from 'type-graphql';

// Spec §2.3 System Settings: nine switches, stored once for the whole platform.
// Maintenance mode, Allow new signups and Public profiles are followed at once (maintenance-mode.ts, AuthService.signUp,
// ProfileService.findVisibleByUsername); the moderation and notification switches wait for the features they describe.
@ObjectType({ description: 'The platform switches of System Settings (admins only).' })
export class SystemSettings {
  @Field({ description: 'Moderation: remove flagged content automatically. Default off.' })
  autoModeration: boolean;

  @Field({ description: 'Moderation: hide profanity. Default on.' })
  profanityFilter: boolean;

  @Field({ description: 'Moderation: detect spam. Default on.' })
  spamDetection: boolean;

  @Field({ description: 'Notifications: alert admins about new reports. Default on.' })
  reportAlerts: boolean;

  @Field({ description: 'Notifications: alert admins about new user signups. Default off.' })
  newUserSignupAlerts: boolean;

  @Field({ description: 'Notifications: system alerts. Default on.' })
  systemAlerts: boolean;

  @Field({ description: 'Platform: maintenance mode. Default off.' })
  maintenanceMode: boolean;

  @Field({ description: 'Platform: allow new signups. Default on.' })
  allowNewSignups: boolean;

  @Field({ description: 'Platform: profiles are public. Default on.' })
  publicProfiles: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'When an admin last saved them; null while they are the defaults.',
  })
  updatedAt: Date | null;

  /** Who saved them last; the resolver turns it into `updatedBy`. */
  updatedById: string | null;
}

@InputType({ description: 'Only the switches given change.' })
export class UpdateSystemSettingsInput {
  @Field(() => Boolean, { nullable: true })
  autoModeration?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  profanityFilter?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  spamDetection?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  reportAlerts?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  newUserSignupAlerts?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  systemAlerts?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  maintenanceMode?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowNewSignups?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  publicProfiles?: boolean | null;
}
