import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FEE_SCHEDULE, PAYOUT_METHOD_KINDS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { EarningsService } from './earnings.service';
import {
  AddPayoutMethodInput,
  Earnings,
  EarningsGoal,
  EarningsPeriodInput,
  FeeRule,
  LedgerTransaction,
  LedgerTransactionConnection,
  LedgerTransactionKind,
  PayoutMethod,
  PayoutMethodKind,
  RequestWithdrawalInput,
  SetEarningsGoalInput,
  Wallet,
  Withdrawal,
  WithdrawalConnection,
} from './money.types';
import { PayoutMethodService } from './payout-method.service';
import { WalletService } from './wallet.service';
import { WithdrawalService } from './withdrawal.service';

@Resolver(() => Wallet)
export class WalletResolver {
  @Authorized()
  @Query(() => Wallet, { description: "The caller's balances per currency and their transaction history." })
  wallet(@Ctx() ctx: Context): Promise<Wallet> {
    return ctx.services.get(WalletService).wallet(ctx);
  }

  @FieldResolver(() => LedgerTransactionConnection, { description: 'Newest first; `kind` keeps one kind.' })
  transactions(
    @Root() wallet: Wallet,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('kind', () => LedgerTransactionKind, { nullable: true }) kind: LedgerTransactionKind | null,
    @Ctx() ctx: Context,
  ): Promise<LedgerTransactionConnection> {
    // The counterparties come with the page: their profiles need no statement of their own.
    const profiles = ctx.loaders.get(profileById);
    return ctx.services
      .get(WalletService)
      .transactions(wallet.userId, first, after, kind, (profile) => profiles.prime(profile.id, profile));
  }

  @FieldResolver(() => EarningsGoal, { nullable: true, description: "The caller's earnings goal, if they set one." })
  goal(@Root() wallet: Wallet, @Ctx() ctx: Context): Promise<EarningsGoal | null> {
    return ctx.services.get(EarningsService).goal(wallet.userId);
  }

  @Query(() => [FeeRule], { description: 'The one fee table (spec §9) that every screen and public page quotes.' })
  fees(): FeeRule[] {
    const rule = (kind: string, basisPoints: number, creatorBasisPoints: number | null, method: string | null) =>
      Object.assign(new FeeRule(), {
        kind,
        basisPoints,
        creatorBasisPoints,
        method: method as PayoutMethodKind | null,
      });
    return [
      rule('TIP', FEE_SCHEDULE.tip.platformBp, FEE_SCHEDULE.tip.creatorBp, null),
      rule('SUBSCRIPTION', FEE_SCHEDULE.subscription.platformBp, FEE_SCHEDULE.subscription.creatorBp, null),
      rule('PURCHASE', FEE_SCHEDULE.purchase.platformBp, FEE_SCHEDULE.purchase.creatorBp, null),
      ...PAYOUT_METHOD_KINDS.map((kind) => rule('WITHDRAWAL', FEE_SCHEDULE.withdrawal[kind], null, kind)),
    ];
  }
}

@Resolver(() => LedgerTransaction)
export class LedgerTransactionResolver {
  @FieldResolver(() => Profile, {
    nullable: true,
    description: 'Who was on the other side (the supporter of a tip); null when none or their account is gone.',
  })
  counterparty(@Root() transaction: LedgerTransaction, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return transaction.counterpartyId ? ctx.loaders.get(profileById).load(transaction.counterpartyId) : null;
  }
}

@Resolver(() => PayoutMethod)
export class PayoutMethodResolver {
  @Authorized()
  @Query(() => [PayoutMethod], { description: "The caller's saved payout methods, oldest first." })
  payoutMethods(@Ctx() ctx: Context): Promise<PayoutMethod[]> {
    return ctx.services.get(PayoutMethodService).list(ctx);
  }

  @Authorized()
  @Mutation(() => PayoutMethod, { description: 'Saves a payout method; asks for the password again.' })
  addPayoutMethod(
    @Arg('input', () => AddPayoutMethodInput) input: AddPayoutMethodInput,
    @Ctx() ctx: Context,
  ): Promise<PayoutMethod> {
    return ctx.services.get(PayoutMethodService).add(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Removes one of the caller's payout methods." })
  removePayoutMethod(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(PayoutMethodService).remove(ctx, id);
  }
}

@Resolver(() => Withdrawal)
export class WithdrawalResolver {
  @Authorized()
  @Mutation(() => Withdrawal, {
    description:
      'Cash out: holds the amount and asks the gateway to pay it out. Idempotent by key; INSUFFICIENT_FUNDS ' +
      '("Insufficient balance") when the available balance does not cover it.',
  })
  requestWithdrawal(
    @Arg('input', () => RequestWithdrawalInput) input: RequestWithdrawalInput,
    @Ctx() ctx: Context,
  ): Promise<Withdrawal> {
    return ctx.services.get(WithdrawalService).request(ctx, input);
  }

  @Authorized()
  @Query(() => WithdrawalConnection, { description: "The caller's withdrawals, newest first." })
  withdrawals(
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<WithdrawalConnection> {
    return ctx.services.get(WithdrawalService).list(ctx, first, after);
  }
}

@Resolver(() => Earnings)
export class EarningsResolver {
  @Authorized()
  @Query(() => Earnings, { description: "The caller's earnings in a period (UTC days, both ends included)." })
  earnings(@Arg('period', () => EarningsPeriodInput) period: EarningsPeriodInput, @Ctx() ctx: Context) {
    return ctx.services.get(EarningsService).earnings(ctx, period);
  }

  @FieldResolver(() => EarningsGoal, { nullable: true, description: "The caller's earnings goal, if they set one." })
  goal(@Root() earnings: Earnings, @Ctx() ctx: Context): Promise<EarningsGoal | null> {
    return ctx.services.get(EarningsService).goal(earnings.userId);
  }

  @Authorized()
  @Mutation(() => EarningsGoal, { description: "Sets the caller's own earnings goal (shown on the earnings panel)." })
  setEarningsGoal(@Arg('input', () => SetEarningsGoalInput) input: SetEarningsGoalInput, @Ctx() ctx: Context) {
    return ctx.services.get(EarningsService).setGoal(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Removes the caller's earnings goal." })
  clearEarningsGoal(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(EarningsService).clearGoal(ctx);
  }
}
