import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const PaymentModeDocument = graphql(`
  query PaymentMode {
    paymentMode
  }
`);

/** True while the server's payment gateway is the test-mode one (no real money moves); false until it has said. */
export function useTestMode(): boolean {
  // Asked once per visit: the gateway does not change while the server runs.
  const { data } = useQuery(PaymentModeDocument, { fetchPolicy: 'cache-first' });
  return data?.paymentMode === 'TEST';
}
