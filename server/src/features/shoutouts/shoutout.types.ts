import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';

@ObjectType({ description: 'A creator recommends another to their audience (Shoutouts).' })
export class Shoutout {
  @Field(() => ID)
  id: string;

  // Exposed as `from` and `to`.
  fromUserId: string;
  toUserId: string;

  // Answered through shownText (system-settings/profanity-filter.ts; app/masked-text-fields.ts lists the fields).
  @Field({
    description:
      "Why they recommend them. While System Settings' Profanity filter is on, a sensitive shoutout's offensive words are masked (f***) for everyone but its sender.",
  })
  message: string;

  @Field({ description: "Uses words on Kuza's list of offensive language." })
  sensitive: boolean;

  @Field()
  createdAt: Date;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;
}

@ObjectType({ description: 'A page of shoutouts, newest first (Relay style).' })
export class ShoutoutConnection extends ConnectionType(Shoutout) {}
