import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicSearchPost_PostFragment } from '@/gql/graphql';
import { useFormatDate } from '@/lib/use-format-date';
import { Button } from '@/ui/button';

/** The public site's addresses (issue 32: /@user, /p/:id, /tag/:tag). */
export const publicProfileHref = (username: string) => `/@${encodeURIComponent(username)}`;
export const publicPostHref = (id: string) => `/p/${encodeURIComponent(id)}`;
export const publicTagHref = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

function PublicPost({ post }: { post: PublicSearchPost_PostFragment }) {
  const { t } = useTranslation('search');
  const formatDate = useFormatDate();
  // Sensitive posts are covered, as in the app, until the visitor chooses to read them.
  const [shown, setShown] = useState(!post.sensitive);
  return (
    <article className="flex flex-col gap-2 p-4">
      <header className="flex items-center gap-2 text-sm">
        {post.author ? (
          <Link to={publicProfileHref(post.author.username)} className="font-medium hover:underline" dir="ltr">
            @{post.author.username}
          </Link>
        ) : (
          <span className="font-medium">{t('anonymous')}</span>
        )}
        {post.author?.isVerified && <BadgeCheck className="size-4 text-primary" aria-label={t('verified')} />}
        <time dateTime={post.createdAt} className="text-muted-foreground">
          {formatDate(post.createdAt)}
        </time>
      </header>
      {shown ? (
        <p className="line-clamp-4 whitespace-pre-wrap">{post.content}</p>
      ) : (
        <div className="flex items-center gap-3 rounded-md bg-muted p-3 text-sm">
          <span>{t('sensitive')}</span>
          <Button variant="outline" size="sm" onClick={() => setShown(true)}>
            {t('showSensitive')}
          </Button>
        </div>
      )}
      <Link to={publicPostHref(post.id)} className="self-start text-sm text-primary hover:underline">
        {t('openPost')}
      </Link>
    </article>
  );
}

/** Posts found by the public site's search: what a visitor reads, with a link to each post's public page. */
export function PublicPostResults({ posts }: { posts: readonly PublicSearchPost_PostFragment[] }) {
  const { t } = useTranslation('search');
  return (
    <ul aria-label={t('tabs.posts')} className="divide-y rounded-xl border">
      {posts.map((post) => (
        <li key={post.id}>
          <PublicPost post={post} />
        </li>
      ))}
    </ul>
  );
}
