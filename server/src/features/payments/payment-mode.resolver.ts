import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { GatewayMode } from './gateway-status.types';
import { PaymentsService } from './payments.service';

// Added by the money client (issue 30): every money screen says "Test mode: no real money" while the gateway is in
// test mode, and paymentGatewayStatus is for admins only. The mode alone reveals nothing worth protecting.
@Resolver()
export class PaymentModeResolver {
  @Query(() => GatewayMode, {
    description: 'TEST while no real money moves (the fake gateway, or a provider with test keys); LIVE otherwise.',
  })
  paymentMode(@Ctx() ctx: Context): GatewayMode {
    return ctx.services.get(PaymentsService).gateway.testMode ? GatewayMode.TEST : GatewayMode.LIVE;
  }
}
