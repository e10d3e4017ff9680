import { publicPostPath, publicProfilePath, publicTagPath } from '@kuza/common';
import { excerpt, type PageMeta } from './page-head';
import type { PostLookup, PublicAuthor } from './public-page.service';

// The generic preview image (the Kuza card) for pages without one of their own.
export const SITE_CARD_PATH = '/kuza-card.png';
export const postCardPath = (id: string) => `${publicPostPath(id)}/card.png`;
export const creatorFeedPath = (username: string) => `${publicProfilePath(username)}.rss`;

const SITE = 'Kuza';

export function notFoundMeta(path: string): PageMeta {
  return {
    status: 404,
    title: `Oops! Page not found · ${SITE}`,
    description: 'This page does not exist on Kuza.',
    path,
    type: 'website',
    noindex: true,
    state: 'missing',
  };
}

export function profileMeta(author: PublicAuthor | null, requested: string): PageMeta {
  if (!author) return notFoundMeta(publicProfilePath(requested));
  const path = publicProfilePath(author.username);
  const title = `@${author.username} · ${SITE}`;
  if (!author.open) {
    // Public profile switched off: the name only.
    const description = `Sign in to Kuza to see @${author.username}'s profile.`;
    return { status: 200, title, description, path, type: 'profile', noindex: true, state: 'private' };
  }
  const counts = `${author.followersCount} followers · ${author.postsCount} posts`;
  return {
    status: 200,
    title,
    description: author.bio ? `${excerpt(author.bio, 160)} (${counts})` : `${counts} on Kuza.`,
    path,
    image: author.avatarUrl ?? SITE_CARD_PATH,
    type: 'profile',
    feed: creatorFeedPath(author.username),
  };
}

export function postMeta(lookup: PostLookup, id: string): PageMeta {
  const path = publicPostPath(id);
  if (lookup.kind === 'missing') return notFoundMeta(path);
  if (lookup.kind === 'gone') {
    const description = 'This post was removed.';
    return {
      status: 410,
      title: `Post removed · ${SITE}`,
      description,
      path,
      type: 'article',
      noindex: true,
      state: 'gone',
    };
  }
  if (lookup.kind === 'teaser') {
    return {
      status: 200,
      title: `A post in ${lookup.circleName} · ${SITE}`,
      description: `Members of the circle ${lookup.circleName} can read this post. Join Kuza to ask to join.`,
      path,
      image: SITE_CARD_PATH,
      type: 'article',
      noindex: true,
      state: 'teaser',
    };
  }
  const { post } = lookup;
  const by = post.author ? `@${post.author.username}` : 'Anonymous';
  // A sensitive post is covered in the app: its preview shows no text and no picture.
  const text = post.sensitive ? 'Sensitive content: open the post on Kuza to see it.' : excerpt(post.content, 200);
  const image = !post.sensitive && post.mediaType === 'IMAGE' && post.mediaUrl ? post.mediaUrl : postCardPath(post.id);
  return {
    status: 200,
    title: `${by} on ${SITE}: "${excerpt(post.sensitive ? 'Sensitive content' : post.content, 70)}"`,
    description: text,
    path,
    image,
    type: 'article',
  };
}

export function tagMeta(found: { tag: string; usageCount: number } | null, requested: string): PageMeta {
  if (!found) return notFoundMeta(publicTagPath(requested));
  const posts = found.usageCount === 1 ? '1 post' : `${found.usageCount} posts`;
  return {
    status: 200,
    title: `#${found.tag} · ${SITE}`,
    description: `${posts} with #${found.tag} on Kuza, newest first.`,
    path: publicTagPath(found.tag),
    image: SITE_CARD_PATH,
    type: 'website',
    // A tag no post uses yet is a real page, but not one to index.
    noindex: found.usageCount === 0,
  };
}
