// What other features' tests use (never production code): the money screens' mocked answers.
export { earningsMock, gatewayStatusMock, paymentModeMock } from './money-test-data';
