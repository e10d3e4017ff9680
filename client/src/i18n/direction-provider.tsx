import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDirection } from './languages';

/** Gives every Radix component (menus, sheets, sliders, tooltips) the reading direction of the language shown. */
export function I18nDirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.DirectionProvider dir={languageDirection(i18n.language)}>{children}</Direction.DirectionProvider>;
}
