import { publicPostPath, publicProfilePath, publicTagPath } from '@kuza/common';
import { excerpt, type PageMeta } from './page-head';
import { pageText, type PageLanguage } from './page-texts';
import type { PostLookup, PublicAuthor } from './public-page.service';

// The generic preview image (the Kuza card) for pages without one of their own.
export const SITE_CARD_PATH = '/kuza-card.png';
export const postCardPath = (id: string) => `${publicPostPath(id)}/card.png`;
export const creatorFeedPath = (username: string) => `${publicProfilePath(username)}.rss`;

const SITE = 'Kuza';

export function notFoundMeta(path: string, lang: PageLanguage): PageMeta {
  return {
    status: 404,
    title: `${pageText(lang, 'notFoundTitle')} · ${SITE}`,
    description: pageText(lang, 'notFoundDescription'),
    lang,
    path,
    type: 'website',
    noindex: true,
    state: 'missing',
  };
}

export function profileMeta(author: PublicAuthor | null, requested: string, lang: PageLanguage): PageMeta {
  if (!author) return notFoundMeta(publicProfilePath(requested), lang);
  const path = publicProfilePath(author.username);
  const title = `@${author.username} · ${SITE}`;
  if (!author.open) {
    // Public profile switched off: the name only.
    const description = pageText(lang, 'privateProfile', { username: author.username });
    return { status: 200, title, description, path, type: 'profile', noindex: true, state: 'private', lang };
  }
  const counts = pageText(lang, 'counts', { followers: author.followersCount, posts: author.postsCount });
  return {
    status: 200,
    title,
    description: author.bio ? `${excerpt(author.bio, 160)} (${counts})` : pageText(lang, 'countsOnKuza', { counts }),
    path,
    image: author.avatarUrl ?? SITE_CARD_PATH,
    type: 'profile',
    feed: creatorFeedPath(author.username),
    lang,
  };
}

export function postMeta(lookup: PostLookup, id: string, lang: PageLanguage): PageMeta {
  const path = publicPostPath(id);
  if (lookup.kind === 'missing') return notFoundMeta(path, lang);
  if (lookup.kind === 'gone') {
    const description = pageText(lang, 'postRemovedDescription');
    return {
      status: 410,
      title: `${pageText(lang, 'postRemovedTitle')} · ${SITE}`,
      lang,
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
      title: `${pageText(lang, 'circleTitle', { circle: lookup.circleName })} · ${SITE}`,
      description: pageText(lang, 'circleDescription', { circle: lookup.circleName }),
      lang,
      path,
      image: SITE_CARD_PATH,
      type: 'article',
      noindex: true,
      state: 'teaser',
    };
  }
  const { post } = lookup;
  const by = post.author ? `@${post.author.username}` : pageText(lang, 'anonymous');
  // A sensitive post is covered in the app: its preview shows no text and no picture.
  const text = post.sensitive ? pageText(lang, 'sensitiveDescription') : excerpt(post.content, 200);
  const image = !post.sensitive && post.mediaType === 'IMAGE' && post.mediaUrl ? post.mediaUrl : postCardPath(post.id);
  return {
    status: 200,
    title: pageText(lang, 'postTitle', {
      by,
      text: excerpt(post.sensitive ? pageText(lang, 'sensitiveTitle') : post.content, 70),
    }),
    description: text,
    path,
    image,
    type: 'article',
    lang,
  };
}

export function tagMeta(
  found: { tag: string; usageCount: number } | null,
  requested: string,
  lang: PageLanguage,
): PageMeta {
  if (!found) return notFoundMeta(publicTagPath(requested), lang);
  const posts =
    found.usageCount === 1 ? pageText(lang, 'onePost') : pageText(lang, 'manyPosts', { count: found.usageCount });
  return {
    status: 200,
    title: `#${found.tag} · ${SITE}`,
    description: pageText(lang, 'tagDescription', { posts, tag: found.tag }),
    lang,
    path: publicTagPath(found.tag),
    image: SITE_CARD_PATH,
    type: 'website',
    // A tag no post uses yet is a real page, but not one to index.
    noindex: found.usageCount === 0,
  };
}
