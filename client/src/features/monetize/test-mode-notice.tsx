import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { useTestMode } from './payment-mode';

/** "Test mode: no real money" on every money screen while the server's gateway is the test-mode one. */
export function TestModeNotice() {
  const { t } = useTranslation('monetize');
  if (!useTestMode()) return null;
  return (
    <Badge variant="outline" className="border-ochre text-foreground" data-testid="test-mode" role="note">
      <FlaskConical aria-hidden />
      {t('testMode')}
    </Badge>
  );
}
