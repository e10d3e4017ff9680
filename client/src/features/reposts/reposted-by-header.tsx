import { Repeat2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContentLinks } from '@/lib/content-links';

/** Above a feed item that a repost brought: "Reposted by @kofi" (or "You reposted"). */
export function RepostedByHeader({ username, self }: { username: string; self: boolean }) {
  const { t } = useTranslation('reposts');
  const links = useContentLinks();
  return (
    <p data-testid="reposted-by" className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
      <Repeat2 aria-hidden className="size-3.5" />
      {self ? (
        t('repostedByYou')
      ) : (
        <Link to={links.profile(username)} className="hover:underline">
          {t('repostedBy', { username })}
        </Link>
      )}
    </p>
  );
}
