import { Field, InputType } from 'type-graphql';
import { LIMITS } from '@kuza/common';

@InputType()
export class SendShoutoutInput {
  @Field({ description: 'Whom to recommend: their username, with or without a leading @.' })
  username: string;

  @Field({ description: `Why you recommend them: required, at most ${LIMITS.shoutoutMaxLength} characters.` })
  message: string;
}
