import { useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { CircleCard_CircleFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { CircleCounts, PrivacyBadge } from './circle-card';
import { CircleDiscussion } from './circle-discussion';
import { CircleOwnerTools } from './circle-owner-tools';
import { CirclePageDocument } from './circle-operations';
import { useCircleActions } from './use-circle-actions';

/** /dashboard/circles/:id: a circle with its members count, its discussion, Join or Leave, and for its owner the pending requests. */
export function CirclePage() {
  const { t } = useTranslation('community');
  const { fromError } = useServerMessage();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(CirclePageDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const circle = data?.circle;
  return (
    <section aria-labelledby="circle-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/dashboard/circles">
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t('circles.back')}
        </Link>
      </Button>
      {loading && !data ? (
        <Skeleton className="h-32 rounded-xl" aria-busy="true" />
      ) : !circle ? (
        <p id="circle-title" role="alert" className="text-destructive">
          {fromError(error, t('circles.loadFailed'))}
        </p>
      ) : (
        <>
          <CircleHeader circle={circle} />
          {circle.viewerStatus === 'OWNER' && <CircleOwnerTools circle={circle} />}
          <CircleDiscussion circle={circle} />
        </>
      )}
    </section>
  );
}

function CircleHeader({ circle }: { circle: CircleCard_CircleFragment }) {
  const { t } = useTranslation('community');
  const { join, leave, busy } = useCircleActions();
  const status = circle.viewerStatus;
  return (
    <header className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1 id="circle-title" className="text-2xl font-bold tracking-tight break-words">
          {circle.name}
        </h1>
        <PrivacyBadge isPrivate={circle.isPrivate} />
      </div>
      {circle.description && <p className="break-words whitespace-pre-wrap">{circle.description}</p>}
      {circle.owner && (
        <p className="text-sm text-muted-foreground">{t('circles.by', { username: circle.owner.username })}</p>
      )}
      <CircleCounts members={circle.membersCount} posts={circle.postsCount} />
      <div className="flex flex-wrap gap-2">
        {status === 'NONE' && (
          <Button variant={circle.isPrivate ? 'outline' : 'default'} disabled={busy} onClick={() => void join(circle)}>
            {circle.isPrivate ? t('circles.request') : t('circles.join')}
          </Button>
        )}
        {status === 'REQUESTED' && (
          <>
            <Button variant="outline" disabled>
              {t('circles.requestedButton')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void leave(circle)}>
              {t('circles.cancelRequest')}
            </Button>
          </>
        )}
        {status === 'MEMBER' && (
          <Button variant="outline" disabled={busy} onClick={() => void leave(circle)}>
            {t('circles.leave')}
          </Button>
        )}
      </div>
    </header>
  );
}
