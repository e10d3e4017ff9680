import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import { Profile } from './profile.entity';
import { ConnectionType } from '../../kernel/connection';

@ArgsType()
export class ProfileListArgs {
  @Field(() => String, { nullable: true, description: 'Part of a username, matched case-insensitively.' })
  search?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 50, description: `1 to ${LIMITS.pageSizeMax}.` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;
}

@ObjectType({ description: 'Where a page of profiles ends (Relay style).' })
export class ProfilePageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

@ObjectType({
  description: 'A page of profiles: the user list newest first, a follower list most recent follow first.',
})
export class ProfileConnection extends ConnectionType(Profile, { pageInfo: ProfilePageInfo }) {}

@ObjectType({ description: 'The counters of User Management.' })
export class UserStats {
  @Field(() => Int)
  totalUsers: number;

  @Field(() => Int, { description: 'Accounts that are not suspended.' })
  activeUsers: number;

  @Field(() => Int)
  admins: number;

  @Field(() => Int)
  moderators: number;

  @Field(() => Int, { description: 'Accounts an admin suspended (suspendUser).' })
  suspended: number;
}
