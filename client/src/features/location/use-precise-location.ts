import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/use-toast';
import { browserPosition, geolocationSupported, PRECISE_POSITION } from './browser-position';
import { useDetectLocation } from './use-detect-location';
import { DETECTION_FAILED } from './use-location-detection';

/** Spec §8: the manual "use precise location" request, with its three toasts; then detection runs again. */
export function usePreciseLocation() {
  const { t } = useTranslation('location');
  const detect = useDetectLocation();
  const [pending, setPending] = useState(false);

  const request = useCallback(async () => {
    if (!geolocationSupported()) {
      toast({
        title: t('precise.unsupportedTitle'),
        description: t('precise.unsupportedText'),
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      const coordinates = await browserPosition(PRECISE_POSITION).catch(() => null);
      if (!coordinates) {
        toast({ title: t('precise.deniedTitle'), description: t('precise.deniedText'), variant: 'destructive' });
        return;
      }
      toast({ title: t('precise.updatedTitle'), description: t('precise.updatedText') });
      const result = await detect(coordinates);
      if (!result.success) console.warn(DETECTION_FAILED, result.error ?? DETECTION_FAILED);
    } catch (error) {
      console.warn(DETECTION_FAILED, error);
    } finally {
      setPending(false);
    }
  }, [detect, t]);

  return { request, pending };
}
