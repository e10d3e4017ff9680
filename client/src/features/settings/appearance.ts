import { COLOR_THEMES, DEFAULT_SETTINGS, DISPLAY_MODES, type ColorTheme, type DisplayMode } from '@kuza/common';
import './theme.css';

export interface Appearance {
  theme: ColorTheme;
  displayMode: DisplayMode;
}

// The last appearance applied on this device, so the next visit shows it before the account's settings arrive.
export const APPEARANCE_STORAGE_KEY = 'kuza.appearance';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is ColorTheme => (COLOR_THEMES as readonly unknown[]).includes(value);
const isMode = (value: unknown): value is DisplayMode => (DISPLAY_MODES as readonly unknown[]).includes(value);

/** The theme and display mode, checked (anything unknown falls back to the defaults). */
export function toAppearance(value: { theme?: unknown; displayMode?: unknown }): Appearance {
  return {
    theme: isTheme(value.theme) ? value.theme : DEFAULT_SETTINGS.theme,
    displayMode: isMode(value.displayMode) ? value.displayMode : DEFAULT_SETTINGS.displayMode,
  };
}

export function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
  );
}

/** Whether a display mode shows dark right now (auto follows the device). */
export function isDark(mode: DisplayMode): boolean {
  return mode === 'dark' || (mode === 'auto' && prefersDark());
}

/** Applies a theme to the whole app at once: data-theme and the dark class on <html>. */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  if (appearance.theme === DEFAULT_SETTINGS.theme) delete root.dataset.theme;
  else root.dataset.theme = appearance.theme;
  root.dataset.displayMode = appearance.displayMode;
  root.classList.toggle('dark', isDark(appearance.displayMode));
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // Storage may be blocked: the account still has the choice.
  }
}

export function storedAppearance(): Appearance | null {
  try {
    const raw = localStorage.getItem(APPEARANCE_STORAGE_KEY);
    return raw ? toAppearance(JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Calls back whenever the device switches between light and dark (for the auto mode). */
export function watchDeviceScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
