import type { TFunction } from 'i18next';
import { graphql } from '@/gql';
import type { PostExplanationSentence_ExplanationFragment } from '@/gql/graphql';

// The parts of the server's English summary (server/src/features/feed-ranking/feed-summary.ts); the feed query asks for them.
export const PostExplanationSentenceFragment = graphql(`
  fragment PostExplanationSentence_explanation on FeedExplanation {
    repostedBy
    author {
      relation
      username
      interactions
      recent
    }
    reasons {
      kind
      km
      ageMinutes
      likes
      comments
      shares
      tag
    }
  }
`);

// repostedBy: only My Flow's reposted items name one (older callers leave it out).
export type ExplanationParts = Omit<PostExplanationSentence_ExplanationFragment, 'repostedBy'> & {
  repostedBy?: string | null;
};
type Author = ExplanationParts['author'];
type Reason = ExplanationParts['reasons'][number];
/** A counted phrase: the plural form for `count`, with {{value}} the count in the reader's digits. */
type Say = (key: string, count: number, values?: Record<string, string>) => string;

/**
 * The summary's sentence in the reader's language, said from its parts the way the server says it in English
 * ("New from @amara, whom you follow; 12 likes in the last hour."). Null when a part is of a kind this client
 * does not know yet: the English summary is shown instead.
 */
export function explanationSentence(
  parts: ExplanationParts,
  t: TFunction<'posts'>,
  language: string,
  viewerUsername?: string | null,
): string | null {
  const numbers = new Intl.NumberFormat(language);
  const say: Say = (key, count, values) => t(key, { ...values, count, value: numbers.format(count) });
  const author = authorText(parts.author, t, say);
  // A post a repost brought: its time is the repost's ("reposted 5 minutes ago"), and the reposter comes first.
  const reposted = !!parts.repostedBy;
  const reasons = parts.reasons.map((reason) => reasonText(reason, t, say, numbers, reposted));
  if (author === null || reasons.some((reason) => reason === null)) return null;
  const [first, second] = reasons;
  const sentence = second
    ? t('explanation.sentence.withTwoReasons', { author, first, second })
    : first
      ? t('explanation.sentence.withOneReason', { author, first })
      : t('explanation.sentence.withoutReasons', { author });
  if (!parts.repostedBy) return sentence;
  const repost =
    parts.repostedBy === viewerUsername
      ? t('explanation.repost.self')
      : t('explanation.repost.following', { username: parts.repostedBy });
  return t('explanation.sentence.withRepost', { repost, sentence });
}

function authorText(
  { relation, username, interactions, recent }: Author,
  t: TFunction<'posts'>,
  say: Say,
): string | null {
  switch (relation) {
    case 'SELF':
      return t('explanation.author.self');
    case 'FOLLOWING':
      return t(recent ? 'explanation.author.followingRecent' : 'explanation.author.following', { username });
    case 'INTERACTED':
      return say(recent ? 'explanation.author.interactedRecent' : 'explanation.author.interacted', interactions, {
        username: username ?? '',
      });
    case 'NEW_TO_YOU':
      return t(recent ? 'explanation.author.newToYouRecent' : 'explanation.author.newToYou', { username });
    case 'ANONYMOUS':
      return t(recent ? 'explanation.author.anonymousRecent' : 'explanation.author.anonymous');
    default:
      return null;
  }
}

function reasonText(
  reason: Reason,
  t: TFunction<'posts'>,
  say: Say,
  numbers: Intl.NumberFormat,
  reposted = false,
): string | null {
  switch (reason.kind) {
    case 'FROM_YOUR_CITY':
      return t('explanation.reasons.fromYourCity');
    case 'DISTANCE':
      return t('explanation.reasons.distance', { km: numbers.format(reason.km ?? 0) });
    case 'POSTED':
      return postedText(reason.ageMinutes ?? 0, t, say, reposted ? 'reposted' : 'posted');
    case 'LIKES_LAST_HOUR':
      return say('explanation.reasons.likesLastHour', reason.likes ?? 0);
    case 'ENGAGEMENT': {
      const counts: Array<[string, number]> = [
        ['explanation.reasons.likes', reason.likes ?? 0],
        ['explanation.reasons.comments', reason.comments ?? 0],
        ['explanation.reasons.shares', reason.shares ?? 0],
      ];
      return counts
        .filter(([, count]) => count > 0)
        .map(([key, count]) => say(key, count))
        .join(t('explanation.reasons.listSeparator'));
    }
    case 'TRENDING_TAG':
      return t('explanation.reasons.trending', { tag: reason.tag });
    case 'MEMBER':
      return t('explanation.reasons.member');
    default:
      return null;
  }
}

/** In the server's units, so that the English reads as its summary does: "posted just now", "posted 3 hours ago". */
function postedText(minutes: number, t: TFunction<'posts'>, say: Say, verb: 'posted' | 'reposted'): string {
  if (minutes < 1) return t(`explanation.reasons.${verb}JustNow`);
  if (minutes < 60) return say(`explanation.reasons.${verb}Minutes`, minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return say(`explanation.reasons.${verb}Hours`, hours);
  return say(`explanation.reasons.${verb}Days`, Math.floor(hours / 24));
}
