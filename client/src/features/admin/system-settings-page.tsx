import { useMutation, useQuery } from '@apollo/client/react';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Switch } from '@/ui/switch';
import { toast } from '@/ui/use-toast';
import {
  SETTING_KEYS,
  SETTING_SECTIONS,
  settingValues,
  type SettingKey,
  type SettingValues,
} from './system-settings-sections';
import { SystemSettingsPageDocument, UpdateSystemSettingsDocument } from './system-settings-operations';

/** /dashboard/admin/settings: the nine platform switches, saved on the server for every admin. */
export function SystemSettingsPage() {
  const { t, i18n } = useTranslation('admin');
  const { data, error } = useQuery(SystemSettingsPageDocument);
  const [save, { loading: saving }] = useMutation(UpdateSystemSettingsDocument);
  const [draft, setDraft] = useState<SettingValues | null>(null);
  const saved = data ? settingValues(data.systemSettings) : null;
  const values = draft ?? saved;
  const dirty = Boolean(draft && saved && SETTING_KEYS.some((key) => draft[key] !== saved[key]));

  useEffect(() => {
    if (error)
      toast({
        title: t('settings.toasts.errorTitle'),
        description: t('settings.toasts.loadFailed'),
        variant: 'destructive',
      });
  }, [error, t]);

  const toggle = (key: SettingKey, checked: boolean) => values && setDraft({ ...values, [key]: checked });

  const onSave = async () => {
    if (!values) return;
    try {
      await save({
        variables: { input: values },
        // SystemSettings has no id, so the answer is written into the page's query by hand.
        update(cache, { data: answer }) {
          if (answer)
            cache.writeQuery({
              query: SystemSettingsPageDocument,
              data: { systemSettings: answer.updateSystemSettings },
            });
        },
      });
      setDraft(null);
      toast({ title: t('settings.toasts.saved'), description: t('settings.toasts.savedText') });
    } catch {
      toast({
        title: t('settings.toasts.errorTitle'),
        description: t('settings.toasts.saveFailed'),
        variant: 'destructive',
      });
    }
  };

  const updated = data?.systemSettings.updatedAt;
  return (
    <section aria-labelledby="settings-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 id="settings-title" className="text-3xl font-bold tracking-tight">
          {t('settings.title')}
        </h1>
        <p className="text-muted-foreground">{t('settings.subtitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('settings.note')}</p>
      </header>
      {!values ? (
        error ? (
          <p className="text-destructive">{t('settings.toasts.loadFailed')}</p>
        ) : (
          <Spinner className="mx-auto size-8" label={t('settings.loading')} />
        )
      ) : (
        <>
          {SETTING_SECTIONS.map((section) => (
            <fieldset key={section.id} className="rounded-xl border bg-card p-6 shadow-sm">
              <legend className="px-1 text-lg font-semibold">{t(`settings.sections.${section.id}`)}</legend>
              <div className="divide-y">
                {section.keys.map((key) => (
                  <div key={key} className="flex items-center justify-between gap-4 py-3">
                    <div>
                      <label htmlFor={`setting-${key}`} className="font-medium">
                        {t(`settings.switches.${key}.label`)}
                      </label>
                      <p className="text-sm text-muted-foreground">{t(`settings.switches.${key}.text`)}</p>
                    </div>
                    <Switch
                      id={`setting-${key}`}
                      checked={values[key]}
                      onCheckedChange={(checked) => toggle(key, checked)}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {updated
                ? t('settings.lastSaved', {
                    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(updated),
                    ),
                    name: data?.systemSettings.updatedBy?.username ?? t('users.anonymous'),
                  })
                : t('settings.defaults')}
            </p>
            <Button onClick={() => void onSave()} disabled={saving || !dirty} aria-busy={saving}>
              {saving ? <Spinner className="size-4 text-primary-foreground" /> : <Save aria-hidden />}
              {saving ? t('settings.saving') : t('settings.save')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
