// What other features use: the create-post hook (cache-aware) and the drafts.
export { useCreatePost, type NewPost } from './use-create-post';
export { useDrafts } from './use-drafts';
