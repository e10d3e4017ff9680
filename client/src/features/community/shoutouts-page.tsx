import { useQuery } from '@apollo/client/react';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenHeader } from '@/ui/screen-header';
import { useFormatDate } from '@/lib/use-format-date';
import type { ShoutoutItem_ShoutoutFragment } from '@/gql/graphql';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useLoadMore } from '@/lib/use-load-more';
import { SentShoutoutsDocument, ShoutoutsPageDocument } from './community-operations';
import { ShoutoutForm } from './shoutout-form';

const PAGE_SIZE = 20;

/**
 * /dashboard/shoutouts: recommend a creator (spec §5: username required, then a message), the shoutouts received
 * and those given. A new account, which has received none, is told so.
 */
export function ShoutoutsPage() {
  const { t } = useTranslation('community');
  // Others add to this list: each visit shows what is kept, then what the server says.
  const { data, loading, error, fetchMore } = useQuery(ShoutoutsPageDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const received = data?.receivedShoutouts.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.receivedShoutouts.pageInfo);

  return (
    <section aria-labelledby="shoutouts-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="shoutouts-title" title={t('shoutouts.title')} subtitle={t('shoutouts.subtitle')} />
      <ShoutoutForm />
      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t('shoutouts.received')}</h2>
        {loading && !data ? (
          <div className="grid gap-3 md:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : error && !data ? (
          <p className="text-destructive">{t('shoutouts.loadFailed')}</p>
        ) : received.length === 0 ? (
          <p className="text-muted-foreground" data-testid="shoutouts-empty">
            {t('shoutouts.empty')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3" aria-label={t('shoutouts.received')}>
            {received.map((item) => (
              <ShoutoutCard
                key={item.id}
                message={item.message}
                username={item.from?.username}
                createdAt={item.createdAt}
              />
            ))}
          </ul>
        )}
        {hasMore && (
          <Button variant="outline" className="self-center" onClick={loadMore}>
            {t('shoutouts.loadMore')}
          </Button>
        )}
      </div>
      <GivenShoutouts />
    </section>
  );
}

function ShoutoutCard({ message, username, createdAt }: { message: string; username?: string; createdAt?: string }) {
  const { t } = useTranslation('community');
  const formatDate = useFormatDate();
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="shoutout">
      <Quote aria-hidden className="size-5 text-ochre" />
      <p className="text-sm break-words whitespace-pre-wrap">{message}</p>
      <p className="flex flex-wrap gap-x-2 text-xs font-medium text-muted-foreground">
        {username ? (
          createdAt ? (
            <Link to={`/dashboard/u/${username}`} className="hover:underline" dir="ltr">
              @{username}
            </Link>
          ) : (
            <span dir="ltr">@{username}</span>
          )
        ) : (
          <span>{t('shoutouts.anonymous')}</span>
        )}
        {createdAt && <time dateTime={createdAt}>{formatDate(createdAt)}</time>}
      </p>
    </li>
  );
}

/** The shoutouts the viewer gave, page by page; nothing at all until they have given one. */
function GivenShoutouts() {
  const { t } = useTranslation('community');
  const formatDate = useFormatDate();
  const { data, fetchMore } = useQuery(SentShoutoutsDocument, { variables: { first: PAGE_SIZE } });
  const shoutouts: ShoutoutItem_ShoutoutFragment[] = data?.sentShoutouts.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.sentShoutouts.pageInfo);
  if (shoutouts.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('shoutouts.given')}</h2>
      <ul className="flex flex-col gap-2" aria-label={t('shoutouts.given')}>
        {shoutouts.map((item) => (
          <li key={item.id} className="rounded-lg border bg-card px-4 py-3 text-sm" data-testid="given-shoutout">
            <p className="text-xs text-muted-foreground">
              {t('shoutouts.givenTo', {
                username: item.to?.username ?? t('shoutouts.anonymous'),
              })}{' '}
              · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap">{item.message}</p>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          {t('shoutouts.loadMore')}
        </Button>
      )}
    </div>
  );
}
