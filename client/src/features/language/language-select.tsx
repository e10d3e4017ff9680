import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { cn } from '@/lib/utils';

interface LanguageSelectProps {
  /** The visible or screen-reader label, e.g. "Language" in the header or "Translate" in the footer. */
  label: string;
  showLabel?: boolean;
  className?: string;
}

/**
 * A compact language switcher for headers and footers. A native <select> keeps it light enough for the
 * landing page and gives every platform's own accessible picker; the choice applies at once and persists.
 */
export function LanguageSelect({ label, showLabel = false, className }: LanguageSelectProps) {
  const { i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn('relative inline-flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <span className="relative inline-flex items-center">
        <Languages aria-hidden className="pointer-events-none absolute start-2.5 size-4 text-muted-foreground" />
        <select
          id={id}
          value={i18n.language}
          onChange={(event) => void changeLanguage(event.target.value)}
          className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-card ps-8 pe-8 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
              {language.nativeName}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute end-2.5 size-4 text-muted-foreground" />
      </span>
    </div>
  );
}
