import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { SendContactMessageInput } from '@/gql/graphql';

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`);

/** Sends a Contact Us message; resolves once the server has stored it. */
export function useSendContactMessage() {
  const [mutate] = useMutation(SendContactMessageDocument);
  return useCallback(
    async (input: SendContactMessageInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('The server did not confirm the message');
      return data.sendContactMessage;
    },
    [mutate],
  );
}
