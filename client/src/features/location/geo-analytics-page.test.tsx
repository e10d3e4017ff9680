import type { MockLink } from '@apollo/client/testing';
import type { FormattedExecutionResult } from 'graphql';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { i18n } from '@/i18n';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { GeoAnalyticsPage, LOCATION_LIST_LIMIT } from './geo-analytics-page';
import { DetectLocationDocument, GeoAnalyticsPageDocument, MyLocationDocument } from './location-operations';
import { resetLocationDetection } from './use-location-detection';

// Signed out as far as detection is concerned, so only the page's own query runs unless a test signs in.
const auth = (userId: string | null): AuthContextValue => ({
  user: userId ? ({ id: userId } as AuthContextValue['user']) : null,
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
});

const withAuth = (ui: ReactElement, userId: string | null = null) => (
  <AuthContext.Provider value={auth(userId)}>{ui}</AuthContext.Provider>
);

const row = (country: string, countryCode: string, city: string, totalImpressions: number, totalClicks: number) => ({
  __typename: 'LocationAnalytics' as const,
  country,
  countryCode,
  city,
  totalImpressions,
  totalClicks,
});

const myLocationMock = (country: string, countryCode: string, city: string): MockLink.MockedResponse => ({
  request: { query: MyLocationDocument },
  result: {
    data: {
      myLocation: { __typename: 'SavedLocation', country, countryCode, city, updatedAt: '2025-01-01T00:00:00.000Z' },
    },
  },
});

const pageMocks = (
  rows: ReturnType<typeof row>[],
  summary = { countries: 0, cities: 0, totalImpressions: 0, totalClicks: 0 },
): MockLink.MockedResponse[] => [
  {
    request: { query: GeoAnalyticsPageDocument, variables: { limit: LOCATION_LIST_LIMIT } },
    result: {
      data: {
        locationAnalytics: rows,
        locationAnalyticsSummary: { __typename: 'LocationAnalyticsSummary', ...summary },
      },
    },
  },
  myLocationMock('Kenya', 'KE', 'Nairobi'),
];

const geolocation = (impl: Partial<Geolocation> | undefined) =>
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: impl });

afterEach(() => {
  dismissToast();
  resetLocationDetection();
  geolocation(undefined);
});

it('shows the totals, the click rate with two decimals and the top locations with their flags', async () => {
  const rows = [row('Nigeria', 'NG', 'Lagos', 1840, 31), row('Kenya', 'KE', 'Nairobi', 1520, 52)];
  renderWithProviders(withAuth(<GeoAnalyticsPage />), {
    mocks: pageMocks(rows, { countries: 2, cities: 2, totalImpressions: 3360, totalClicks: 83 }),
  });
  expect(await screen.findByTestId('geo-total-countries')).toHaveTextContent('2');
  expect(screen.getByTestId('geo-total-cities')).toHaveTextContent('2');
  expect(screen.getByTestId('geo-total-impressions')).toHaveTextContent('3,360');
  expect(screen.getByTestId('geo-total-click-rate')).toHaveTextContent('2.47%');
  const items = within(screen.getByRole('list', { name: 'Top Locations' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('🇳🇬');
  expect(items[0]).toHaveTextContent('Lagos, Nigeria');
  expect(items[0]).toHaveTextContent('Clicks: 31 (1.68%)');
  expect(items[1]).toHaveTextContent('🇰🇪');
  expect(screen.getByTestId('your-location')).toHaveTextContent('Your location: 🇰🇪 Nairobi, Kenya');
});

describe("in the reader's language", () => {
  // Unmount first: switching back with the page still mounted re-renders it after the test is over.
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });
  const rows = [
    row('South Africa', 'ZA', 'Johannesburg', 1840, 31),
    row('Democratic Republic of the Congo', 'CD', 'Kinshasa', 17320, 497),
  ];
  const summary = { countries: 2, cities: 2, totalImpressions: 19160, totalClicks: 528 };

  it('writes numbers and percentages the French way and names the countries in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(withAuth(<GeoAnalyticsPage />), { mocks: pageMocks(rows, summary) });
    // Intl's French groups thousands with a space and writes a comma and a space before the sign (the matcher reads any space as ' ').
    expect(await screen.findByTestId('geo-total-impressions')).toHaveTextContent(/^19 160$/);
    expect(screen.getByTestId('geo-total-click-rate')).toHaveTextContent(/^2,76 %$/);
    const items = within(screen.getByRole('list', { name: 'Principales localisations' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Johannesburg, Afrique du Sud');
    expect(items[0]).toHaveTextContent('Clics : 31 (1,68 %)');
    expect(items[1]).toHaveTextContent('Kinshasa, Congo-Kinshasa');
    expect(within(items[1]).getByRole('img', { name: 'Congo-Kinshasa' })).toBeInTheDocument();
    expect(await screen.findByText(/Nairobi, Kenya/)).toBeInTheDocument();
  });

  it('names the countries in Arabic and keeps the stored name for an unknown code', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const unknown = row('Atlantis', 'XX', 'Poseidonia', 10, 1);
    renderWithProviders(withAuth(<GeoAnalyticsPage />), { mocks: pageMocks([...rows, unknown], summary) });
    const items = within(await screen.findByRole('list', { name: 'أهم المواقع' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Johannesburg, جنوب أفريقيا');
    expect(items[2]).toHaveTextContent('Poseidonia, Atlantis');
    expect(await screen.findByTestId('your-location')).toHaveTextContent('Nairobi, كينيا');
  });
});

it('shows "No location data yet" when nobody has seen the posts yet', async () => {
  renderWithProviders(withAuth(<GeoAnalyticsPage />), { mocks: pageMocks([]) });
  expect(await screen.findByText('No location data yet')).toBeInTheDocument();
});

it('runs detection once a session exists, with the browser coordinates', async () => {
  geolocation({
    getCurrentPosition: (
      success: PositionCallback,
      _error?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => {
      expect(options).toMatchObject({ timeout: 5000, maximumAge: 300000 });
      success({ coords: { latitude: -1.29, longitude: 36.82 } } as GeolocationPosition);
    },
  });
  const detected = jest.fn(() => ({
    data: {
      detectLocation: {
        __typename: 'DetectLocationResult',
        success: true,
        error: null,
        location: {
          __typename: 'DetectedLocation',
          country: 'Kenya',
          countryCode: 'KE',
          city: 'Nairobi',
          source: 'BROWSER',
        },
      },
    },
  }));
  // After detecting, the page reads the saved city again (use-detect-location.ts: once any read in flight has landed,
  // one or two reads by timing): every such read is answered, so none is left without a mock when the test ends.
  const saved = jest.fn(() => myLocationMock('Kenya', 'KE', 'Nairobi').result as FormattedExecutionResult);
  renderWithProviders(withAuth(<GeoAnalyticsPage />, 'user-1'), {
    mocks: [
      ...pageMocks([]),
      {
        request: {
          query: DetectLocationDocument,
          variables: { browserLocation: { latitude: -1.29, longitude: 36.82 } },
        },
        result: detected,
      },
      { request: { query: MyLocationDocument }, result: saved, maxUsageCount: Number.POSITIVE_INFINITY },
    ],
  });
  await waitFor(() => expect(detected).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(saved).toHaveBeenCalled());
});

it('says so when the browser has no geolocation', async () => {
  renderWithProviders(withAuth(<GeoAnalyticsPage />), { mocks: pageMocks([]) });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Use precise location' }));
  expect(await findToast('Geolocation not supported')).toBeInTheDocument();
  expect(screen.getAllByText("Your browser doesn't support geolocation").length).toBeGreaterThan(0);
});

it('says so when location access is denied', async () => {
  geolocation({
    getCurrentPosition: (_success: PositionCallback, error?: PositionErrorCallback | null) =>
      error?.({ code: 1, message: 'denied' } as GeolocationPositionError),
  });
  renderWithProviders(withAuth(<GeoAnalyticsPage />), { mocks: pageMocks([]) });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Use precise location' }));
  expect(await findToast('Location access denied')).toBeInTheDocument();
  expect(screen.getAllByText('Unable to access your location').length).toBeGreaterThan(0);
});

it('uses the precise position with high accuracy, then detects again', async () => {
  // The page's first MyLocation answer (the old city) lands after detection has finished: the new city must stay.
  geolocation({
    getCurrentPosition: (
      success: PositionCallback,
      _error?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => {
      expect(options?.enableHighAccuracy).toBe(true);
      success({ coords: { latitude: 6.52, longitude: 3.38 } } as GeolocationPosition);
    },
  });
  const detected = jest.fn(() => ({
    data: {
      detectLocation: {
        __typename: 'DetectLocationResult',
        success: true,
        error: null,
        location: {
          __typename: 'DetectedLocation',
          country: 'Nigeria',
          countryCode: 'NG',
          city: 'Lagos',
          source: 'BROWSER',
        },
      },
    },
  }));
  const [analytics, oldCity] = pageMocks([]);
  renderWithProviders(withAuth(<GeoAnalyticsPage />), {
    mocks: [
      analytics,
      { ...oldCity, delay: 300 },
      {
        request: { query: DetectLocationDocument, variables: { browserLocation: { latitude: 6.52, longitude: 3.38 } } },
        result: detected,
      },
      myLocationMock('Nigeria', 'NG', 'Lagos'),
    ],
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Use precise location' }));
  expect(await findToast('Location updated')).toBeInTheDocument();
  expect(screen.getAllByText('Using precise browser location').length).toBeGreaterThan(0);
  await waitFor(() => expect(detected).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Your location: 🇳🇬 Lagos, Nigeria', {}, { timeout: 3000 })).toBeInTheDocument();
});
