import type { MockLink } from '@apollo/client/testing';
import { DEFAULT_SETTINGS } from '@kuza/common';
import type { SettingsChange } from './use-account-settings';
import { MySettingsDocument, UpdateSettingsDocument } from './settings-operations';

// Test helpers for the settings screens: the account's settings as the server answers them.
export function accountSettings(change: SettingsChange = {}) {
  return {
    __typename: 'AccountSettings' as const,
    id: 'user-1',
    feedAlgorithm: DEFAULT_SETTINGS.feedAlgorithm as string,
    theme: DEFAULT_SETTINGS.theme as string,
    displayMode: DEFAULT_SETTINGS.displayMode as string,
    language: DEFAULT_SETTINGS.language as string | null,
    updatedAt: null as string | null,
    ...change,
    privacy: { __typename: 'PrivacySettings' as const, ...DEFAULT_SETTINGS.privacy, ...change.privacy },
  };
}

export const mySettingsMock = (change: SettingsChange = {}): MockLink.MockedResponse => ({
  request: { query: MySettingsDocument },
  result: { data: { mySettings: accountSettings(change) } },
});

/** The mutation for `input`, answering the settings after it; `result` is a jest.fn to count calls. */
export function updateSettingsMock(
  input: SettingsChange,
  after: SettingsChange,
  result?: jest.Mock,
): MockLink.MockedResponse {
  const answer = { data: { updateSettings: { ...accountSettings(after), updatedAt: '2025-07-01T00:00:00.000Z' } } };
  return {
    request: { query: UpdateSettingsDocument, variables: { input } },
    result: result ? result.mockReturnValue(answer) : answer,
  };
}
