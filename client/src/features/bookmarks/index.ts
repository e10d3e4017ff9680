// What other features use: the post card's Save button.
export { BookmarkButton } from './bookmark-button';
