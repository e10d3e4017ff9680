// What other features use: the repost and quote buttons, a quote's embedded post and a feed item's "Reposted by".
export { QuotedPostEmbed } from './quoted-post-embed';
export { RepostButtons } from './repost-buttons';
export { RepostedByHeader } from './reposted-by-header';
export type { InsertPost } from './use-reposts';
