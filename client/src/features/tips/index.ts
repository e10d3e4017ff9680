// What other features use: the Tip button (posts, profiles).
export { TipButton } from './tip-button';
