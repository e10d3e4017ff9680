// What other features use: Follow / Unfollow.
export { useToggleFollow } from './use-follow';
// A creator's profile and posts, also on their public page (/@username).
export { ProfileView } from './profile-view';
