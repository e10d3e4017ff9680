// What other features use: the Report button of posts and comments.
export { ReportButton, type ReportTarget } from './report-dialog';
