import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { usePreciseLocation } from './use-precise-location';

/** "Use precise location": asks the browser with high accuracy and updates the user's city. */
export function PreciseLocationButton(props: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('location');
  const { request, pending } = usePreciseLocation();
  return (
    <Button variant="outline" {...props} disabled={pending || props.disabled} onClick={() => void request()}>
      {pending ? <Spinner aria-hidden /> : <LocateFixed aria-hidden />}
      {t('precise.button')}
    </Button>
  );
}
