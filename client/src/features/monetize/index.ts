// What other features use: the earnings panel's figures, the creator's earnings summary, the test-mode notice and
// the admin's view of the payment gateway.
export { EarningsPanelContent } from './earnings-panel-content';
export { useEarningsSummary, type EarningsSummary } from './use-earnings-summary';
export { changePercentOf } from './money-values';
export { TestModeNotice } from './test-mode-notice';
export { useTestMode } from './payment-mode';
export { GatewayStatusCard } from './gateway-status-card';
export { SplitPicker } from './split-picker';
