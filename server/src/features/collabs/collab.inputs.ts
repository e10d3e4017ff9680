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
    nullable: true,
    description: `The offer in US dollars: 0 (an unpaid collab) to ${LIMITS.collabAmountMaxUsd}, rounded to the cent.`,
    deprecationReason: 'Use amountMinor: exact cents.',
  })
  amount?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `The offer in US cents, digits only: 0 (an unpaid collab) to ${LIMITS.collabAmountMaxUsd * 100}.`,
  })
  amountMinor?: string | null;

  @Field({ description: `What you have in mind: required, at most ${LIMITS.collabMessageMaxLength} characters.` })
  message: string;
}
