// What other features' tests use (never production code): a creator's stats and their mocked answer.
export { emptyStats, realStats, statsMock } from './analytics-test-data';
