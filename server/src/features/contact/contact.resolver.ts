import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { ContactService } from './contact.service';
import { ContactMessageReceipt, SendContactMessageInput } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageReceipt, {
    description: 'Sends a Contact Us message to the Kuza team (anyone may; limited per network address).',
  })
  sendContactMessage(
    @Arg('input') input: SendContactMessageInput,
    @Ctx() ctx: Context,
  ): Promise<ContactMessageReceipt> {
    return ctx.services.get(ContactService).send(ctx, input);
  }
}
