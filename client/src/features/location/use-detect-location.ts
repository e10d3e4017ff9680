import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { DetectLocationMutation } from '@/gql/graphql';
import type { Coordinates } from './browser-position';
import { DetectLocationDocument, MyLocationDocument } from './location-operations';

export type DetectLocationResult = DetectLocationMutation['detectLocation'];

/** Runs detectLocation (coordinates, or null for the server to use the IP) and puts the result in the cache. */
export function useDetectLocation() {
  const client = useApolloClient();
  return useCallback(
    async (coordinates: Coordinates | null): Promise<DetectLocationResult> => {
      const { data } = await client.mutate({
        mutation: DetectLocationDocument,
        variables: { browserLocation: coordinates },
      });
      const result = data?.detectLocation;
      if (!result) throw new Error('Failed to detect location');
      if (result.success && result.location) {
        const { country, countryCode, city } = result.location;
        // The cache keys entities by __typename, which the generated result types leave out.
        const myLocation = {
          __typename: 'SavedLocation',
          country,
          countryCode,
          city,
          updatedAt: new Date().toISOString(),
        };
        client.cache.writeQuery({ query: MyLocationDocument, data: { myLocation } });
        // A MyLocation request sent before detection finished may land after it with the old city: once any such
        // request has landed (a refetch joins it), ask again with a request of its own, which the new city answers.
        void client
          .refetchQueries({ include: [MyLocationDocument] })
          .then(() =>
            client.query({
              query: MyLocationDocument,
              fetchPolicy: 'network-only',
              context: { queryDeduplication: false },
            }),
          )
          .catch(() => undefined);
      }
      return result;
    },
    [client],
  );
}
