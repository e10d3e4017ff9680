import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from './user.entity';

@InputType()
export class SignUpInput {
  @Field()
  username: string;

  @Field()
  email: string;

  @Field()
  password: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The interface language chosen before signing up or in (en, fr, sw, yo, ar, am): saved to the account.',
  })
  language?: string | null;
}

@InputType()
export class SignInInput {
  @Field()
  email: string;

  @Field()
  password: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The interface language chosen before signing up or in (en, fr, sw, yo, ar, am): saved to the account.',
  })
  language?: string | null;
}

@ObjectType({ description: 'A new session: a short-lived access token and a single-use refresh token.' })
export class AuthPayload {
  @Field(() => User)
  user: User;

  @Field({ description: 'JWT for `Authorization: Bearer`, valid for 15 minutes.' })
  accessToken: string;

  @Field({ description: 'Exchange with refreshSession for a new pair; each one works once.' })
  refreshToken: string;

  @Field({ description: 'When the access token expires.' })
  expiresAt: Date;
}
