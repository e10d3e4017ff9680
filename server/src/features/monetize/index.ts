// The front door of monetize: the wallet, payout methods, withdrawals and earnings. Resolvers are found by
// graphql/find-modules.ts.
export { EarningsService } from './earnings.service';
export { Money, money } from './money.types';
export { PayoutMethodService } from './payout-method.service';
export { WalletService } from './wallet.service';
export { PAYOUT_TASK, WithdrawalService } from './withdrawal.service';
