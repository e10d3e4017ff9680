import { ArgsType, Field, Int } from 'type-graphql';
import { LIMITS } from '@kuza/common';

@ArgsType()
export class FollowListArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: LIMITS.pageSizeDefault,
    description: `1 to ${LIMITS.pageSizeMax}.`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;
}
