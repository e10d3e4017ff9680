// The front door of monetize: the wallet, payout methods, withdrawals and earnings. Resolvers are found by
// graphql/find-modules.ts.
export { EarningsService } from './earnings.service';
export { monetizeTasks, settleWithdrawal } from './monetize.tasks';
export { Money, money, PayoutMethodKind } from './money.types';
export { PayoutMethodService } from './payout-method.service';
export { PayoutService, type SettleOutcome } from './payout.service';
export { WalletService } from './wallet.service';
export { PAYOUT_TASK, WithdrawalService } from './withdrawal.service';
