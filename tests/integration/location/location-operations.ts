import type { TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

export const DETECT = graphql(`
  mutation Detect($browserLocation: BrowserLocationInput) {
    detectLocation(browserLocation: $browserLocation) {
      success
      error
      location {
        country
        countryCode
        city
        latitude
        longitude
        source
      }
    }
  }
`);

export const RECORD_IMPRESSIONS = graphql(`
  mutation RecordImpressions($postIds: [ID!]!) {
    recordImpressions(postIds: $postIds)
  }
`);

export const RECORD_CLICK = graphql(`
  mutation RecordClick($postId: ID!) {
    recordClick(postId: $postId)
  }
`);

export const ANALYTICS = graphql(`
  query Analytics($limit: Int) {
    locationAnalytics(limit: $limit) {
      country
      countryCode
      city
      totalImpressions
      totalClicks
    }
    locationAnalyticsSummary {
      countries
      cities
      totalImpressions
      totalClicks
    }
  }
`);

export const CITIES = {
  Nairobi: { latitude: -1.2921, longitude: 36.8219 },
  Lagos: { latitude: 6.5244, longitude: 3.3792 },
  Johannesburg: { latitude: -26.2041, longitude: 28.0473 },
  Accra: { latitude: 5.6037, longitude: -0.187 },
  Cairo: { latitude: 30.0444, longitude: 31.2357 },
  Kinshasa: { latitude: -4.4419, longitude: 15.2663 },
  'Addis Ababa': { latitude: 9.03, longitude: 38.74 },
  Dakar: { latitude: 14.7167, longitude: -17.4677 },
  Mombasa: { latitude: -4.0435, longitude: 39.6682 },
  Kisumu: { latitude: -0.0917, longitude: 34.768 },
  Ibadan: { latitude: 7.3775, longitude: 3.947 },
} as const;

/** Puts a user in a city through the real mutation (browser coordinates). */
export async function placeUser(server: TestServer, token: string, city: keyof typeof CITIES): Promise<void> {
  const result = await server.gql(DETECT, { browserLocation: CITIES[city] }, { token });
  if (!result.data?.detectLocation.success)
    throw new Error(`could not place user in ${city}: ${JSON.stringify(result)}`);
}

/** A post written straight to the database (the posts feature's own tests cover creating them). */
export async function buildPost(server: TestServer, authorId: string, content = 'Hello from a test'): Promise<string> {
  const [row]: Array<{ id: string }> = await server.kuza.deps.db.query(
    `INSERT INTO posts (user_id, content) VALUES ($1, $2) RETURNING id`,
    [authorId, content],
  );
  return row.id;
}

/** Turns Show location (Privacy & Safety) on or off through the real mutation: Nearby uses only places that are shown. */
export async function showLocation(server: TestServer, token: string, on = true): Promise<void> {
  const result = await server.gql(
    graphql(`
      mutation ShowLocation($on: Boolean!) {
        updateSettings(input: { privacy: { location: $on } }) {
          privacy {
            location
          }
        }
      }
    `),
    { on },
    { token },
  );
  if (result.data?.updateSettings.privacy.location !== on)
    throw new Error(`could not set Show location: ${JSON.stringify(result)}`);
}
