// The front door of the ledger (docs/money.md): the only writer of money. Other features post through LedgerService.
export { LedgerService } from './ledger.service';
export { accountKey, EARNING_SOURCE, USER_ACCOUNT_KINDS } from './ledger.types';
export type {
  AccountRef,
  ClearingProvider,
  LedgerKind,
  PostEntry,
  PostRequest,
  PostResult,
  UserAccountKind,
} from './ledger.types';
export { requestHash, stableJson } from './stable-json';
