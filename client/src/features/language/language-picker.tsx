import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { cn } from '@/lib/utils';

interface LanguagePickerProps {
  /** Accessible name of the group, e.g. "Interface languages". */
  label: string;
  className?: string;
}

/**
 * The six interface languages as a radio group, each in its own script with its name in the language shown.
 * Picking one switches the interface at once and saves the choice on this device and on the account.
 * Reusable: /translate and the dashboard's Language screen both use it.
 */
export function LanguagePicker({ label, className }: LanguagePickerProps) {
  const { i18n } = useTranslation();
  const [switching, setSwitching] = useState<string | null>(null);
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });

  const choose = async (code: string) => {
    setSwitching(code);
    try {
      await changeLanguage(code);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <fieldset className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)} aria-busy={switching !== null}>
      <legend className="sr-only">{label}</legend>
      {SUPPORTED_LANGUAGES.map((language) => {
        const selected = i18n.language === language.code;
        return (
          <label
            key={language.code}
            className={cn(
              'relative flex cursor-pointer items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:bg-accent/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              selected && 'border-primary bg-accent/60',
            )}
          >
            <input
              type="radio"
              name="interface-language"
              value={language.code}
              checked={selected}
              onChange={() => void choose(language.code)}
              className="sr-only"
            />
            <span className="grid flex-1">
              <span lang={language.code} dir={language.dir} className="text-lg font-semibold">
                {language.nativeName}
              </span>
              <span className="text-sm text-muted-foreground">{names.of(language.code)}</span>
            </span>
            {selected && <Check className="size-5 text-primary" aria-hidden />}
          </label>
        );
      })}
    </fieldset>
  );
}
