// What other features' tests use (never production code): the whole dashboard, signed in, over mocked answers.
export { renderDashboard } from './render-dashboard';
