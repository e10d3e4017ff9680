import { Clock, Cpu, MapPin, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, FEED_ALGORITHMS, type FeedAlgorithm } from '@kuza/common';
import { Badge } from '@/ui/badge';
import { PageSpinner } from '@/ui/page-spinner';
import { ChoiceCards } from './choice-cards';
import { SettingsPageHeader } from './settings-page-header';
import { useAccountSettings } from './use-account-settings';
import { useSaveWithFeedback } from './use-save-feedback';

const ICONS = { chrono: Clock, ai: Cpu, expert: SlidersHorizontal, local: MapPin } as const;

/** /dashboard/preferences: the feed algorithm (spec §3: chrono, ai (default), expert, local), honoured by the feed. */
export function FeedPreferencesPage() {
  const { t } = useTranslation('settings');
  const { settings, loading, update } = useAccountSettings();
  const save = useSaveWithFeedback(update);

  const choose = (algorithm: FeedAlgorithm) =>
    save(
      { feedAlgorithm: algorithm },
      { title: t('feed.saved'), description: t('feed.savedText', { name: t(`feed.options.${algorithm}.name`) }) },
    );

  const choices = FEED_ALGORITHMS.map((value) => {
    const Icon = ICONS[value];
    return {
      value,
      name: t(`feed.options.${value}.name`),
      text: t(`feed.options.${value}.text`),
      adornment: (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
      ),
    };
  });

  return (
    <section aria-labelledby="preferences-title" className="mx-auto flex max-w-4xl flex-col gap-8">
      <SettingsPageHeader id="preferences-title" title={t('feed.title')} subtitle={t('feed.subtitle')}>
        <p className="flex items-center gap-2 text-sm">
          <Badge variant="secondary">{t('feed.default')}</Badge>
          {t(`feed.options.${DEFAULT_SETTINGS.feedAlgorithm}.name`)}
        </p>
      </SettingsPageHeader>
      {loading ? (
        <PageSpinner />
      ) : (
        <ChoiceCards
          legend={t('feed.legend')}
          name="feed-algorithm"
          value={settings?.feedAlgorithm as FeedAlgorithm}
          choices={choices}
          onChange={choose}
        />
      )}
    </section>
  );
}
