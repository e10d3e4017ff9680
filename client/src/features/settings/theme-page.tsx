import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COLOR_THEMES, DISPLAY_MODES, type ColorTheme, type DisplayMode } from '@kuza/common';
import { PageSpinner } from '@/ui/page-spinner';
import { toAppearance } from './appearance';
import { ChoiceCards } from './choice-cards';
import { SettingsPageHeader } from './settings-page-header';
import { useAccountSettings } from './use-account-settings';
import { useSaveWithFeedback } from './use-save-feedback';

// Each theme's own colours, shown as swatches whatever theme is active.
const SWATCHES: Record<ColorTheme, [string, string, string]> = {
  default: ['#b8430f', '#e0a030', '#f6e7d3'],
  sunset: ['#c7365f', '#f08c00', '#fde8dc'],
  ocean: ['#0e6f8a', '#0891b2', '#e0f2fe'],
  forest: ['#2f6b4f', '#3f8f5f', '#e6f0df'],
};
const MODE_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;

/** /dashboard/theme: colour theme × display mode, applied to the whole app at once and saved to the account. */
export function ThemePage() {
  const { t } = useTranslation('settings');
  const { settings, loading, update } = useAccountSettings();
  const save = useSaveWithFeedback(update);
  const current = toAppearance(settings ?? {});

  const describe = (theme: ColorTheme, mode: DisplayMode) =>
    t('theme.savedText', { theme: t(`theme.themes.${theme}.name`), mode: t(`theme.modes.${mode}.name`) });
  const chooseTheme = (theme: ColorTheme) =>
    save({ theme }, { title: t('theme.saved'), description: describe(theme, current.displayMode) });
  const chooseMode = (displayMode: DisplayMode) =>
    save({ displayMode }, { title: t('theme.saved'), description: describe(current.theme, displayMode) });

  const themes = COLOR_THEMES.map((value) => ({
    value,
    name: t(`theme.themes.${value}.name`),
    text: t(`theme.themes.${value}.text`),
    adornment: (
      <span
        aria-hidden
        className="flex shrink-0 -space-x-2 self-center rtl:space-x-reverse"
        data-testid={`swatch-${value}`}
      >
        {SWATCHES[value].map((color) => (
          <span
            key={color}
            className="size-7 rounded-full border-2 border-card shadow-sm"
            style={{ backgroundColor: color }}
          />
        ))}
      </span>
    ),
  }));
  const modes = DISPLAY_MODES.map((value) => {
    const Icon = MODE_ICONS[value];
    return {
      value,
      name: t(`theme.modes.${value}.name`),
      text: t(`theme.modes.${value}.text`),
      adornment: <Icon aria-hidden className="size-5 shrink-0 text-primary" />,
    };
  });

  return (
    <section aria-labelledby="theme-title" className="mx-auto flex max-w-4xl flex-col gap-8">
      <SettingsPageHeader id="theme-title" title={t('theme.title')} subtitle={t('theme.subtitle')} />
      {loading ? (
        <PageSpinner />
      ) : (
        <>
          <ChoiceCards
            legend={t('theme.colorLegend')}
            name="color-theme"
            value={current.theme}
            choices={themes}
            onChange={chooseTheme}
          />
          <ChoiceCards
            legend={t('theme.modeLegend')}
            name="display-mode"
            value={current.displayMode}
            choices={modes}
            onChange={chooseMode}
            className="sm:grid-cols-3"
          />
        </>
      )}
    </section>
  );
}
