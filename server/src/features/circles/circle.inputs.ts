import { Field, ID, InputType } from 'type-graphql';
import { LIMITS } from '@kuza/common';

@InputType()
export class CreateCircleInput {
  @Field({ description: `Required, at most ${LIMITS.circleNameMaxLength} characters, unique whatever its case.` })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: `Optional, at most ${LIMITS.circleDescriptionMaxLength} characters.`,
  })
  description?: string | null;

  @Field({ description: 'Private circles take join requests and show their discussion to members only.' })
  isPrivate: boolean;
}

@InputType()
export class PostToCircleInput {
  @Field(() => ID)
  circleId: string;

  @Field({ description: `Required, at most ${LIMITS.circlePostMaxLength} characters.` })
  content: string;
}
