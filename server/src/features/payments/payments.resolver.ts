import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Role } from '../../kernel/roles';
import { Checkout } from './checkout.types';
import { PaymentGatewayStatus } from './gateway-status.types';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsService } from './payments.service';

@Resolver(() => Checkout)
export class PaymentsResolver {
  @Authorized()
  @Query(() => Checkout, { nullable: true, description: "One of the caller's checkouts; null for anyone else's." })
  checkout(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Checkout | null> {
    return ctx.services.get(PaymentsService).checkoutFor(ctx, id);
  }

  @Authorized(Role.ADMIN)
  @Query(() => PaymentGatewayStatus, { description: "The payment gateway's mode, last webhook and counts." })
  paymentGatewayStatus(@Ctx() ctx: Context): Promise<PaymentGatewayStatus> {
    return ctx.services.get(PaymentEventsService).status();
  }
}
