import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType({
  description:
    'A Contact Us message. Every field is required; see CONTACT_LIMITS in common/src/contact-messages.ts for the limits.',
})
export class SendContactMessageInput {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  subject: string;

  @Field()
  message: string;
}

@ObjectType({ description: 'Confirms that a Contact Us message was stored; the team answers within 24 hours.' })
export class ContactMessageReceipt {
  @Field(() => ID)
  id: string;

  @Field()
  receivedAt: Date;
}
