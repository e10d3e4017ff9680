// What other features use: the locked post panel (posts' card) and the create page's access choice.
export { LockedPostPanel } from './locked-post-panel';
export { PostAccessField, PUBLIC_ACCESS, postAccessIssue } from './post-access-field';
