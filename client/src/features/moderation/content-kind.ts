import type { ContentKind } from '@/gql/graphql';

/** The i18n key part of a moderation item's kind (admin.json: moderation.kinds.*, reports.removeContent.*, …). */
export type KindKey = 'post' | 'comment' | 'message';

const KEYS: Record<ContentKind, KindKey> = { POST: 'post', COMMENT: 'comment', MESSAGE: 'message' };

export const kindKey = (kind: ContentKind): KindKey => KEYS[kind];
