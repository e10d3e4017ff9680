// What other features' tests use (never production code): the account's settings as the server answers them.
export { mySettingsMock } from './settings-test-data';
