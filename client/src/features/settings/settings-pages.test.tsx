import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { AccountSettingsSync } from './account-settings-sync';
import { FeedPreferencesPage } from './feed-preferences-page';
import { controlListsMock } from '@/features/blocks/testing';
import { PrivacyPage } from './privacy-page';
import { mySettingsMock, updateSettingsMock } from './settings-test-data';
import { ThemePage } from './theme-page';
import { LanguagePage } from './language-page';
import { i18n } from '@/i18n';

afterEach(() => {
  dismissToast();
  localStorage.clear();
  document.documentElement.className = '';
  delete document.documentElement.dataset.theme;
});

describe('Privacy & Safety', () => {
  it('shows the eight toggles with the spec defaults', async () => {
    renderWithProviders(<PrivacyPage />, { mocks: [mySettingsMock(), controlListsMock()] });
    const expected = {
      'Public profile': true,
      'Show followers': true,
      'Show earnings': false,
      'Private messages': true,
      'Collab requests': true,
      'Show location': false,
      'Sensitive content filter': true,
      'Comment filter': true,
    };
    for (const [name, on] of Object.entries(expected)) {
      expect(await screen.findByRole('switch', { name })).toHaveAttribute('aria-checked', String(on));
    }
    expect(screen.getAllByRole('switch')).toHaveLength(8);
  });

  it('flips a toggle at once, saves it and shows a toast', async () => {
    const saved = jest.fn();
    renderWithProviders(<PrivacyPage />, {
      mocks: [
        mySettingsMock(),
        controlListsMock(),
        updateSettingsMock({ privacy: { location: true } }, { privacy: { location: true } }, saved),
      ],
    });
    const location = await screen.findByRole('switch', { name: 'Show location' });
    await userEvent.setup().click(location);
    expect(location).toHaveAttribute('aria-checked', 'true');
    expect(await findToast('Show location turned on')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('says so and flips back when the save fails', async () => {
    renderWithProviders(<PrivacyPage />, {
      mocks: [
        mySettingsMock(),
        controlListsMock(),
        {
          request: updateSettingsMock({ privacy: { publicProfile: false } }, {}).request,
          error: new Error('Network down'),
        },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'Public profile' });
    await userEvent.setup().click(toggle);
    expect(await findToast('Could not save your settings')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});

describe('Theme & Vibe', () => {
  it('applies a theme and display mode to the whole app at once and saves them', async () => {
    renderWithProviders(
      <>
        <AccountSettingsSync />
        <ThemePage />
      </>,
      {
        mocks: [
          mySettingsMock(),
          updateSettingsMock({ theme: 'ocean' }, { theme: 'ocean' }),
          updateSettingsMock({ displayMode: 'dark' }, { theme: 'ocean', displayMode: 'dark' }),
        ],
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Ocean/ }));
    expect(document.documentElement.dataset.theme).toBe('ocean');
    expect(await findToast('Theme updated')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Dark/ }));
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('kuza.appearance') ?? '{}')).toEqual({
        theme: 'ocean',
        displayMode: 'dark',
      }),
    );
  });

  it("applies the account's saved theme when the dashboard loads", async () => {
    renderWithProviders(<AccountSettingsSync />, { mocks: [mySettingsMock({ theme: 'forest', displayMode: 'dark' })] });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('forest'));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('offers the four themes and three display modes', async () => {
    renderWithProviders(<ThemePage />, { mocks: [mySettingsMock()] });
    const themes = within(await screen.findByRole('group', { name: 'Colour theme' })).getAllByRole('radio');
    expect(themes.map((radio) => (radio as HTMLInputElement).value)).toEqual(['default', 'sunset', 'ocean', 'forest']);
    const modes = within(screen.getByRole('group', { name: 'Display mode' })).getAllByRole('radio');
    expect(modes.map((radio) => (radio as HTMLInputElement).value)).toEqual(['light', 'dark', 'auto']);
    expect(screen.getByRole('radio', { name: /Kuza Earth/ })).toBeChecked();
  });
});

describe('Feed Preferences', () => {
  it('offers chrono, ai (default), expert and local, and saves the choice', async () => {
    const saved = jest.fn();
    renderWithProviders(<FeedPreferencesPage />, {
      mocks: [mySettingsMock(), updateSettingsMock({ feedAlgorithm: 'chrono' }, { feedAlgorithm: 'chrono' }, saved)],
    });
    const group = await screen.findByRole('group', { name: 'Feed algorithm' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['chrono', 'ai', 'expert', 'local']);
    expect(screen.getByRole('radio', { name: /AI-Curated/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Chronological/ }));
    expect(await findToast('Feed preferences saved')).toBeInTheDocument();
    expect(screen.getAllByText('Your feed now uses Chronological.').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: /Chronological/ })).toBeChecked();
    expect(saved).toHaveBeenCalledTimes(1);
  });
});

describe('Language', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('offers the six languages, switches at once and saves the choice to the account', async () => {
    const saved = jest.fn();
    renderWithProviders(<LanguagePage />, {
      mocks: [mySettingsMock(), updateSettingsMock({ language: 'sw' }, { language: 'sw' }, saved)],
    });
    const group = screen.getByRole('group', { name: 'Interface language' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['en', 'sw', 'yo', 'fr', 'ar', 'am']);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Kiswahili/ }));
    await waitFor(() => expect(i18n.language).toBe('sw'));
    expect(await findToast('Lugha imesasishwa')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
