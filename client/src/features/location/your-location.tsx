import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeoAnalyticsPageQuery } from '@/gql/graphql';
import { flagEmoji } from './location-format';
import { PreciseLocationButton } from './precise-location-button';

type SavedLocation = NonNullable<GeoAnalyticsPageQuery['myLocation']>;

/** Where Kuza thinks the user is (city level), with the manual precise-location request. */
export function YourLocation({ location }: { location: SavedLocation | null | undefined }) {
  const { t } = useTranslation('location');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="your-location">
        <MapPin className="size-4 text-primary" aria-hidden />
        {location
          ? t('yourLocation.known', {
              flag: flagEmoji(location.countryCode),
              place: location.city ? `${location.city}, ${location.country}` : location.country,
            })
          : t('yourLocation.unknown')}
      </p>
      <PreciseLocationButton size="sm" />
    </div>
  );
}
