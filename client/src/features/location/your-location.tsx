import { useQuery } from '@apollo/client/react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { flagEmoji } from './location-format';
import { MyLocationDocument } from './location-operations';
import { PreciseLocationButton } from './precise-location-button';
import { useLocationFormat } from './use-location-format';

/** Where Kuza thinks the user is (city level), with the manual precise-location request. */
export function YourLocation() {
  const { t } = useTranslation('location');
  const format = useLocationFormat();
  const location = useQuery(MyLocationDocument).data?.myLocation;
  const country = location ? format.country(location.countryCode, location.country) : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="your-location">
        <MapPin className="size-4 text-primary" aria-hidden />
        {location
          ? t('yourLocation.known', {
              flag: flagEmoji(location.countryCode),
              place: location.city ? `${location.city}, ${country}` : country,
            })
          : t('yourLocation.unknown')}
      </p>
      <PreciseLocationButton size="sm" />
    </div>
  );
}
