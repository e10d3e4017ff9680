import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';

export enum CircleViewerStatus {
  NONE = 'NONE',
  REQUESTED = 'REQUESTED',
  MEMBER = 'MEMBER',
  OWNER = 'OWNER',
}

registerEnumType(CircleViewerStatus, {
  name: 'CircleViewerStatus',
  description:
    'What the caller is to a circle: not in it, waiting for the owner to approve their request, a member, or its owner.',
});

@ObjectType({
  description:
    'A circle (spec §3): a group of creators with a discussion of its own. Private circles take join requests.',
})
export class Circle {
  @Field(() => ID)
  id: string;

  // Exposed as `owner`.
  ownerId: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field({ description: 'Joining takes a request the owner approves; only members read its discussion.' })
  isPrivate: boolean;

  @Field(() => Int, { description: 'Members, the owner included (not pending requests).' })
  membersCount: number;

  @Field(() => Int, { description: 'Posts in its discussion.' })
  postsCount: number;

  @Field(() => CircleViewerStatus)
  viewerStatus: CircleViewerStatus;

  @Field()
  createdAt: Date;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;
}

@ObjectType({ description: "A post in a circle's discussion." })
export class CirclePost {
  @Field(() => ID)
  id: string;

  // Exposed as `author`.
  authorId: string;

  @Field(() => ID)
  circleId: string;

  // Answered through shownText (system-settings/profanity-filter.ts; app/masked-text-fields.ts lists the fields).
  @Field({
    description:
      "While System Settings' Profanity filter is on, a sensitive post's offensive words are masked (f***) for everyone but its author.",
  })
  content: string;

  @Field({ description: "Uses words on Kuza's list of offensive language." })
  sensitive: boolean;

  @Field()
  createdAt: Date;

  createdUs?: string;
}

@ObjectType({ description: 'A creator asks to join a private circle; its owner approves or declines.' })
export class CircleJoinRequest {
  // Exposed as `user`; the request is identified by its circle and its user.
  userId: string;

  @Field(() => ID)
  circleId: string;

  @Field()
  createdAt: Date;

  createdUs?: string;
}

@ObjectType({ description: 'A page of circles, newest first (Relay style).' })
export class CircleConnection extends ConnectionType(Circle) {}

@ObjectType({ description: "A page of a circle's discussion, newest first (Relay style)." })
export class CirclePostConnection extends ConnectionType(CirclePost) {}

@ObjectType({ description: 'A page of pending join requests, newest first (Relay style).' })
export class CircleJoinRequestConnection extends ConnectionType(CircleJoinRequest) {}
