import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PostCard_PostFragment } from '@/gql/graphql';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { useContentLinks } from '@/lib/content-links';

type Author = PostCard_PostFragment['author'];

/** A creator's verified mark (spec §6: verified creators carry a badge). */
export function VerifiedBadge() {
  const { t } = useTranslation('posts');
  return (
    <BadgeCheck
      role="img"
      aria-label={t('verified')}
      className="size-4 shrink-0 fill-primary text-primary-foreground"
    />
  );
}

/** Author initial (or avatar), @username linking to their profile, or Anonymous when unknown. */
export function PostAuthor({ author }: { author: Author }) {
  const { t } = useTranslation('posts');
  const links = useContentLinks();
  const name = author?.username;
  const avatar = (
    <Avatar className="size-10">
      {author?.avatarUrl && <AvatarImage src={author.avatarUrl} alt="" />}
      <AvatarFallback aria-hidden>{(name?.[0] ?? t('anonymous')[0]).toUpperCase()}</AvatarFallback>
    </Avatar>
  );
  if (!author) {
    return (
      <span className="flex min-w-0 items-center gap-3">
        {avatar}
        <span className="font-semibold">{t('anonymous')}</span>
      </span>
    );
  }
  return (
    <Link to={links.profile(author.username)} className="group flex min-w-0 items-center gap-3">
      {avatar}
      <span className="flex min-w-0 items-center gap-1 font-semibold group-hover:underline">
        <span className="truncate" dir="ltr">
          @{author.username}
        </span>
        {author.isVerified && <VerifiedBadge />}
      </span>
    </Link>
  );
}
