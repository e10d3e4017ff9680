import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client/cache';
import { useCallback, useRef } from 'react';
import type { RequestWithdrawalMutation } from '@/gql/graphql';
import type { MoneyValue } from '@/lib/money-format';
import { RequestWithdrawalDocument, WithdrawalFragment } from './cash-out-operations';

export interface WithdrawalRequest {
  payoutMethodId: string;
  amountMinor: bigint;
  currency: string;
}

type Withdrawal = RequestWithdrawalMutation['requestWithdrawal'];

const sameRequest = (a: WithdrawalRequest, b: WithdrawalRequest) =>
  a.payoutMethodId === b.payoutMethodId && a.amountMinor === b.amountMinor && a.currency === b.currency;

/**
 * requestWithdrawal with an idempotency key per attempt: the same request sent again (a double click, a retry after a
 * lost answer) carries the same key, so the server withdraws once; a new request, or one after a success, gets a new
 * key. A request already on its way is not sent twice. The cache then shows the hold at once: available goes down,
 * withdrawing up, the withdrawal tops the list, and the history is fetched again.
 */
export function useRequestWithdrawal() {
  const attempt = useRef<{ request: WithdrawalRequest; key: string } | null>(null);
  const inFlight = useRef<Promise<Withdrawal> | null>(null);
  const [mutate] = useMutation(RequestWithdrawalDocument, {
    update: (cache, { data }) => {
      if (data) showHold(cache, data.requestWithdrawal);
    },
  });

  const request = useCallback(
    (input: WithdrawalRequest): Promise<Withdrawal> => {
      if (inFlight.current) return inFlight.current;
      if (!attempt.current || !sameRequest(attempt.current.request, input))
        attempt.current = { request: input, key: crypto.randomUUID() };
      const key = attempt.current.key;
      const sent = mutate({
        variables: {
          input: {
            payoutMethodId: input.payoutMethodId,
            amountMinor: input.amountMinor.toString(),
            currency: input.currency,
            idempotencyKey: key,
          },
        },
      })
        .then(({ data }) => {
          if (!data) throw new Error('No withdrawal in the answer');
          attempt.current = null;
          return data.requestWithdrawal;
        })
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = sent;
      return sent;
    },
    [mutate],
  );
  return request;
}

/** The hold as the ledger made it, written into the cache: no reload, no refetch of the balances. */
function showHold(cache: ApolloCache, withdrawal: Withdrawal) {
  const ref = cache.writeFragment({
    fragment: WithdrawalFragment,
    fragmentName: 'Withdrawal_withdrawal',
    data: withdrawal,
  });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      withdrawals(existing) {
        const list = existing as { edges?: Array<{ node: unknown }> } | undefined;
        return list?.edges
          ? { ...list, edges: [{ __typename: 'WithdrawalEdge', cursor: '', node: ref }, ...list.edges] }
          : existing;
      },
    },
  });
  const walletId = cache.identify({ __typename: 'Wallet' });
  const amount = withdrawal.amount;
  const move = (value: MoneyValue, delta: bigint) => ({
    ...value,
    amountMinor: (BigInt(value.amountMinor) + delta).toString(),
  });
  cache.modify({
    id: walletId,
    fields: {
      balances(existing) {
        const balances = existing as Array<{ currency: string; available: MoneyValue; withdrawing: MoneyValue }>;
        return balances.map((balance) =>
          balance.currency === amount.currency
            ? {
                ...balance,
                available: move(balance.available, -BigInt(amount.amountMinor)),
                withdrawing: move(balance.withdrawing, BigInt(amount.amountMinor)),
              }
            : balance,
        );
      },
      // The history gains the hold's transaction: the next look at it asks the server.
      transactions: (_existing, { DELETE }) => DELETE,
    },
  });
}
