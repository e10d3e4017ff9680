import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { QuotedPost_PostFragment } from '@/gql/graphql';
import { useContentLinks } from '@/lib/content-links';

/** Inside a quote: the quoted post (author and text, opening it), or "Post removed" once it was deleted or removed. */
export function QuotedPostEmbed({ post }: { post: QuotedPost_PostFragment }) {
  const { t } = useTranslation('reposts');
  const links = useContentLinks();
  if (post.quotedPostRemoved) {
    return (
      <p data-testid="quoted-post" className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        {t('postRemoved')}
      </p>
    );
  }
  const quoted = post.quotedPost;
  if (!quoted) return null;
  return (
    <Link
      to={links.post(quoted.id)}
      data-testid="quoted-post"
      className="flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm hover:bg-accent"
    >
      <span className="font-medium">{quoted.author ? `@${quoted.author.username}` : t('anonymous')}</span>
      <span className="line-clamp-4 whitespace-pre-wrap text-muted-foreground">{quoted.content}</span>
    </Link>
  );
}
