// What other features' tests use (never production code): notifications and the mocked answers of the bell.
export { badge, listPage, markRead, notification, quiet } from './notification-test-mocks';
