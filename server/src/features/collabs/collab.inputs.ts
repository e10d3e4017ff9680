import { Field, Float, InputType } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import { CollabType } from './collab.types';

@InputType()
export class SendCollabRequestInput {
  @Field({ description: 'The creator to ask: their username, with or without a leading @.' })
  username: string;

  @Field(() => CollabType)
  type: CollabType;

  @Field(() => Float, {
    description: `The offer in US dollars: 0 (an unpaid collab) to ${LIMITS.collabAmountMaxUsd}, rounded to the cent.`,
  })
  amount: number;

  @Field({ description: `What you have in mind: required, at most ${LIMITS.collabMessageMaxLength} characters.` })
  message: string;
}
