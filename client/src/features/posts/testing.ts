// What other features' tests use (never production code): a post as a card shows it.
export { cardPost } from './post-test-data';
export { PostCommentsDocument } from './post-operations';
