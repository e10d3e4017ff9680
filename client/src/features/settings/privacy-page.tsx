import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_DEFAULTS, type PrivacySettingName } from '@kuza/common';
import { ControlLists } from '@/features/blocks';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { PageSpinner } from '@/ui/page-spinner';
import { Switch } from '@/ui/switch';
import { SettingsPageHeader } from './settings-page-header';
import { useAccountSettings } from './use-account-settings';
import { useSaveWithFeedback } from './use-save-feedback';

const SECTIONS: ReadonlyArray<{ id: string; toggles: readonly PrivacySettingName[] }> = [
  { id: 'visibility', toggles: ['publicProfile', 'showFollowers', 'showEarnings', 'location'] },
  { id: 'interactions', toggles: ['privateMessages', 'collabRequests'] },
  { id: 'safety', toggles: ['filterContent', 'commentFilter'] },
];

function PrivacyToggle({
  name,
  checked,
  onChange,
}: {
  name: PrivacySettingName;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-medium">
          {t(`privacy.toggles.${name}.name`)}
        </label>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {t(`privacy.toggles.${name}.text`)}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-text`}
        data-testid={`privacy-${name}`}
      />
    </div>
  );
}

/** /dashboard/privacy: the eight toggles (spec §3 defaults); each flips at once, shows a toast and is saved. */
export function PrivacyPage() {
  const { t } = useTranslation('settings');
  const { settings, loading, update } = useAccountSettings();
  const save = useSaveWithFeedback(update);
  const values = settings?.privacy ?? PRIVACY_DEFAULTS;

  const flip = (name: PrivacySettingName, on: boolean) => {
    const setting = t(`privacy.toggles.${name}.name`);
    return save(
      { privacy: { [name]: on } },
      { title: t(on ? 'privacy.turnedOn' : 'privacy.turnedOff', { setting }), description: t('savedToAccount') },
    );
  };

  return (
    <section aria-labelledby="privacy-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <SettingsPageHeader id="privacy-title" title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <p className="-mt-3 text-sm text-muted-foreground">{t('privacy.note')}</p>
      {loading ? (
        <PageSpinner />
      ) : (
        SECTIONS.map((section) => (
          <Card key={section.id} className="gap-2">
            <CardHeader>
              <CardTitle className="text-lg">{t(`privacy.sections.${section.id}`)}</CardTitle>
            </CardHeader>
            <CardContent className="divide-y">
              {section.toggles.map((name) => (
                <PrivacyToggle key={name} name={name} checked={values[name]} onChange={(on) => void flip(name, on)} />
              ))}
            </CardContent>
          </Card>
        ))
      )}
      {/* The people blocked and muted (issue 33), each with its undo. */}
      {!loading && <ControlLists />}
    </section>
  );
}
