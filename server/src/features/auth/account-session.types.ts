import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A signed-in device of the viewer (Settings → Account).' })
export class AccountSession {
  @Field(() => ID)
  id: string;

  @Field(() => String, {
    nullable: true,
    description: 'Browser and system, e.g. "Chrome on Android"; null if unknown.',
  })
  device: string | null;

  @Field(() => String, { nullable: true, description: 'City, from the IP address at sign-in; null if unknown.' })
  city: string | null;

  @Field(() => String, { nullable: true })
  country: string | null;

  @Field(() => String, { nullable: true })
  countryCode: string | null;

  @Field({ description: 'When the session began (sign-in or sign-up).' })
  createdAt: Date;

  @Field({ description: 'When the session was last used to get new tokens.' })
  lastSeenAt: Date;

  @Field({ description: 'Whether this is the session making the request.' })
  current: boolean;
}
