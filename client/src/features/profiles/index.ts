// What other features use: Follow / Unfollow.
export { useToggleFollow } from './use-follow';
