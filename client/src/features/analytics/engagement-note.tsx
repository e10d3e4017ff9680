import { useTranslation } from 'react-i18next';

/** What the engagement rate is, in the same words on every screen that shows one. */
export function EngagementNote() {
  const { t } = useTranslation('analytics');
  return (
    <p className="text-xs text-muted-foreground" data-testid="engagement-note">
      {t('engagementNote')}
    </p>
  );
}
