// The front door of edits: what other features may use.
export { EditPostButton } from './edit-post-button';
export { EditedMark, type ShownVersion } from './edited-mark';
export { PostEditedMark } from './post-edited-mark';
