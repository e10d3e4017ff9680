import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@kuza/common';
import { applyLanguage } from '@/i18n';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { Badge } from '@/ui/badge';
import { ChoiceCards } from './choice-cards';
import { SettingsPageHeader } from './settings-page-header';
import { useAccountSettings } from './use-account-settings';
import { useSaveWithFeedback } from './use-save-feedback';

const nativeName = (code: string) => SUPPORTED_LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/** /dashboard/language: the six interface languages (spec §3); applied at once and saved to the account. */
export function LanguagePage() {
  const { t, i18n } = useTranslation('settings');
  const { update } = useAccountSettings();
  const save = useSaveWithFeedback(update);
  const shown = i18n.language;

  const choose = async (language: InterfaceLanguage) => {
    await applyLanguage(language);
    // Said in the language just chosen (this render's `t` still speaks the previous one).
    const said = i18n.getFixedT(language, 'settings');
    await save(
      { language },
      { title: said('language.saved'), description: said('language.savedText', { language: nativeName(language) }) },
    );
  };

  const choices = INTERFACE_LANGUAGES.map((code) => ({
    value: code,
    name: nativeName(code),
    lang: code,
    text: t(`language.names.${code}`),
    adornment: (
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-sm font-semibold uppercase"
      >
        {code}
      </span>
    ),
  }));

  return (
    <section aria-labelledby="language-title" className="mx-auto flex max-w-4xl flex-col gap-8">
      <SettingsPageHeader id="language-title" title={t('language.title')} subtitle={t('language.subtitle')}>
        <p className="flex items-center gap-2 text-sm">
          <Badge variant="secondary">{t('language.current')}</Badge>
          <span lang={shown}>{nativeName(shown)}</span>
        </p>
      </SettingsPageHeader>
      <ChoiceCards
        legend={t('language.legend')}
        name="interface-language"
        value={shown as InterfaceLanguage}
        choices={choices}
        onChange={(language) => void choose(language)}
        className="sm:grid-cols-3"
      />
      <p className="text-sm text-muted-foreground">{t('language.rtlNote')}</p>
    </section>
  );
}
