import type { MockLink } from '@apollo/client/testing';
import type {
  EarningsSource,
  LedgerTransactionKind,
  LedgerTransaction_TransactionFragment,
  PayoutMethod_MethodFragment,
  Withdrawal_WithdrawalFragment,
} from '@/gql/graphql';
import { CashOutPageDocument, WithdrawalsDocument } from './cash-out-operations';
import { EarningsSummaryDocument } from './earnings-operations';
import { GatewayStatusDocument } from './gateway-status-card';
import { PaymentModeDocument } from './payment-mode';
import { PayoutMethodsDocument, WalletPageDocument, WalletTransactionsDocument } from './wallet-operations';

// Test data of the money screens, as the server answers it (never production code).
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const always = () => true;

export const money = (amountMinor: string, currency = 'USD') => ({
  __typename: 'Money' as const,
  amountMinor,
  currency,
});

export function balance(
  currency: string,
  amounts: { available?: string; pending?: string; withdrawing?: string; lifetime?: string },
) {
  return {
    __typename: 'WalletBalance' as const,
    currency,
    available: money(amounts.available ?? '0', currency),
    pending: money(amounts.pending ?? '0', currency),
    withdrawing: money(amounts.withdrawing ?? '0', currency),
    lifetime: money(amounts.lifetime ?? '0', currency),
  };
}
type Balance = ReturnType<typeof balance>;

export const wallet = (balances: Balance[]) => ({ __typename: 'Wallet' as const, balances });

/** "Test mode: no real money" on (the fake gateway) or off. */
export const paymentModeMock = (mode: 'TEST' | 'LIVE' = 'TEST'): MockLink.MockedResponse => ({
  request: { query: PaymentModeDocument },
  result: { data: { paymentMode: mode } },
  ...forever,
});

export const walletPageMock = (balances: Balance[]): MockLink.MockedResponse => ({
  request: { query: WalletPageDocument },
  result: { data: { wallet: wallet(balances) } },
  ...forever,
});

export function transaction(id: string, overrides: Partial<LedgerTransaction_TransactionFragment> = {}) {
  return {
    __typename: 'LedgerTransaction' as const,
    id,
    kind: 'TIP' as LedgerTransactionKind,
    direction: 'IN' as 'IN' | 'OUT',
    status: 'COMPLETED' as LedgerTransaction_TransactionFragment['status'],
    reference: `chk_${id}`,
    createdAt: '2025-03-01T10:00:00.000Z',
    gross: money('1000'),
    fee: money('50'),
    net: money('950'),
    counterparty: {
      __typename: 'Profile' as const,
      id: 'u-kofi',
      username: 'kofi_pod',
    } as LedgerTransaction_TransactionFragment['counterparty'],
    ...overrides,
  };
}

export const transactionsMock = (
  items: Array<ReturnType<typeof transaction>>,
  {
    kind = null,
    after = null,
    next = null,
  }: { kind?: LedgerTransactionKind | null; after?: string | null; next?: string | null } = {},
): MockLink.MockedResponse => ({
  request: { query: WalletTransactionsDocument, variables: { first: 20, kind, ...(after ? { after } : {}) } },
  result: {
    data: {
      wallet: {
        __typename: 'Wallet',
        transactions: {
          __typename: 'LedgerTransactionConnection',
          edges: items.map((node) => ({ __typename: 'LedgerTransactionEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
        },
      },
    },
  },
});

export function payoutMethod(id: string, overrides: Partial<PayoutMethod_MethodFragment> = {}) {
  return {
    __typename: 'PayoutMethod' as const,
    id,
    kind: 'MOBILE_MONEY' as PayoutMethod_MethodFragment['kind'],
    label: 'MPESA •••• 5678',
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const payoutMethodsMock = (methods: Array<ReturnType<typeof payoutMethod>>): MockLink.MockedResponse => ({
  request: { query: PayoutMethodsDocument },
  result: { data: { payoutMethods: methods } },
  ...forever,
});

export const cashOutPageMock = (
  balances: Balance[],
  methods: Array<ReturnType<typeof payoutMethod>>,
): MockLink.MockedResponse => ({
  request: { query: CashOutPageDocument },
  result: { data: { wallet: wallet(balances), payoutMethods: methods } },
  ...forever,
});

export function withdrawal(id: string, overrides: Partial<Withdrawal_WithdrawalFragment> = {}) {
  return {
    __typename: 'Withdrawal' as const,
    id,
    status: 'REQUESTED' as Withdrawal_WithdrawalFragment['status'],
    methodKind: 'MOBILE_MONEY' as Withdrawal_WithdrawalFragment['methodKind'],
    failureReason: null as string | null,
    expectedBy: '2025-03-05T10:00:00.000Z',
    createdAt: '2025-03-03T10:00:00.000Z',
    amount: money('5000'),
    fee: money('50'),
    net: money('4950'),
    ...overrides,
  };
}

export const withdrawalsMock = (items: Array<ReturnType<typeof withdrawal>>): MockLink.MockedResponse => ({
  request: { query: WithdrawalsDocument, variables: { first: 10 } },
  result: {
    data: {
      withdrawals: {
        __typename: 'WithdrawalConnection',
        edges: items.map((node) => ({ __typename: 'WithdrawalEdge', cursor: `w-${node.id}`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  ...forever,
});

type SourceAmounts = Partial<Record<EarningsSource, string>>;
const earnings = (sources: SourceAmounts, currency: string) => {
  const entries = Object.entries(sources) as Array<[EarningsSource, string]>;
  const total = entries.reduce((sum, [, amount]) => sum + BigInt(amount), 0n);
  return {
    __typename: 'Earnings' as const,
    total: entries.length > 0 ? [money(total.toString(), currency)] : [],
    bySource: entries.map(([source, amount]) => ({
      __typename: 'EarningsSourceTotal' as const,
      source,
      amount: money(amount, currency),
    })),
  };
};
/** The month's earnings, all on its first day. */
const firstDayOf = (sources: SourceAmounts, currency: string) => {
  const total = Object.values(sources).reduce((sum, amount) => sum + BigInt(amount), 0n);
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  return total > 0n ? [{ __typename: 'EarningsDay' as const, date, amount: money(total.toString(), currency) }] : [];
};

/** The earnings panel's, Revenue's and Creator Hub's figures: today, this month and last month, by source. */
export function earningsMock({
  today = '0',
  month = {},
  lastMonth = {},
  goal = null,
  currency = 'USD',
}: {
  today?: string;
  month?: SourceAmounts;
  lastMonth?: SourceAmounts;
  goal?: string | null;
  currency?: string;
} = {}): MockLink.MockedResponse {
  return {
    request: { query: EarningsSummaryDocument, variables: always },
    result: {
      data: {
        today: { __typename: 'Earnings', total: today === '0' ? [] : [money(today, currency)] },
        month: {
          ...earnings(month, currency),
          byDay: firstDayOf(month, currency),
          goal: goal
            ? { __typename: 'EarningsGoal', amount: money(goal, currency), updatedAt: '2025-03-01T00:00:00.000Z' }
            : null,
        },
        lastMonth: earnings(lastMonth, currency),
      },
    },
    ...forever,
  };
}

export const gatewayStatusMock = (): MockLink.MockedResponse => ({
  request: { query: GatewayStatusDocument },
  result: {
    data: {
      paymentGatewayStatus: {
        __typename: 'PaymentGatewayStatus',
        mode: 'TEST',
        provider: 'fake',
        lastWebhookAt: '2025-03-01T10:00:00.000Z',
        lastWebhookVerified: true,
        pendingCheckouts: 2,
        failedCheckouts: 1,
        pendingPayouts: 1,
        failedPayouts: 0,
        pendingCount: 3,
        failedCount: 1,
      },
    },
  },
  ...forever,
});
