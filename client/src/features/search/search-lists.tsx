import { BadgeCheck, Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchHashtag_HashtagFragment, SearchPerson_ProfileFragment } from '@/gql/graphql';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Button } from '@/ui/button';

// The rows of a search's people and hashtags, for the dashboard's results page and the public site's.

export function PeopleResults({
  people,
  hrefOf,
}: {
  people: readonly SearchPerson_ProfileFragment[];
  hrefOf: (username: string) => string;
}) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ul aria-label={t('tabs.people')} className="divide-y rounded-xl border">
      {people.map((person) => (
        <li key={person.id}>
          <Link to={hrefOf(person.username)} className="flex items-start gap-3 p-4 hover:bg-muted/50">
            <Avatar className="size-10">
              {person.avatarUrl && <AvatarImage src={person.avatarUrl} alt="" />}
              <AvatarFallback>{person.username.charAt(0).toUpperCase()}</AvatarFallback>
            </Avatar>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="flex items-center gap-1 font-medium" dir="ltr">
                @{person.username}
                {person.isVerified && <BadgeCheck className="size-4 text-primary" aria-label={t('verified')} />}
              </span>
              {person.bio && <span className="line-clamp-2 text-sm text-muted-foreground">{person.bio}</span>}
              <span className="text-xs text-muted-foreground">
                {t('followers', { count: person.followersCount, value: number.format(person.followersCount) })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function HashtagResults({
  hashtags,
  hrefOf,
}: {
  hashtags: readonly SearchHashtag_HashtagFragment[];
  hrefOf: (tag: string) => string;
}) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ul aria-label={t('tabs.hashtags')} className="divide-y rounded-xl border">
      {hashtags.map((hashtag) => (
        <li key={hashtag.id}>
          <Link to={hrefOf(hashtag.tag)} className="flex items-center gap-3 p-4 hover:bg-muted/50">
            <span className="flex size-10 items-center justify-center rounded-full bg-muted">
              <Hash className="size-5 text-primary" aria-hidden />
            </span>
            <span className="font-medium break-all">{hashtag.tag}</span>
            <span className="ms-auto text-sm text-muted-foreground">
              {t('posts', { count: hashtag.usageCount, value: number.format(hashtag.usageCount) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Load more under a list, while a next page exists. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('search');
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="self-center" disabled={loading} onClick={onLoadMore}>
      {loading ? t('loading') : t('loadMore')}
    </Button>
  );
}
