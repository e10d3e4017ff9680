import { useQuery } from '@apollo/client/react';
import { FEE_SCHEDULE, MEMBERSHIP_LIMITS } from '@kuza/common';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { useLoadMore } from '@/lib/use-load-more';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { ScreenHeader } from '@/ui/screen-header';
import { MembersTable } from './members-table';
import { CreatorMembershipsDocument } from './membership-operations';
import { TierFormDialog } from './tier-form-dialog';
import { TierList } from './tier-list';

/** /dashboard/memberships: the creator's tiers (new, edit, retire) and members, with the CSV export. */
export function CreatorMembershipsPage() {
  const { t } = useTranslation('memberships');
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const { data, error, refetch, fetchMore } = useQuery(CreatorMembershipsDocument, {
    variables: { username: user?.username ?? '', first: 20 },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const members = data?.myMembers;
  const more = useLoadMore(fetchMore, members?.pageInfo);
  const tiers = data?.membershipTiers ?? [];
  const liveTiers = tiers.filter((tier) => !tier.retiredAt).length;

  return (
    <section aria-labelledby="memberships-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader
        id="memberships-title"
        title={t('creator.title')}
        subtitle={t('creator.subtitle', { percent: FEE_SCHEDULE.subscription.creatorBp / 100 })}
      >
        <div>
          <Button asChild variant="link" className="px-0">
            <Link to="/dashboard/my-memberships">{t('creator.mine')}</Link>
          </Button>
        </div>
      </ScreenHeader>
      {error && !data ? (
        <LoadError text={t('creator.loadError')} retryLabel={t('creator.retry')} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">{t('creator.tiers')}</h2>
            <div className="flex items-center gap-3">
              <span className="text-sm text-muted-foreground">
                {t('creator.limit', { count: liveTiers, max: MEMBERSHIP_LIMITS.tiersMax })}
              </span>
              <Button onClick={() => setCreating(true)} disabled={liveTiers >= MEMBERSHIP_LIMITS.tiersMax}>
                <Plus aria-hidden />
                {t('creator.newTier')}
              </Button>
            </div>
          </div>
          <TierList tiers={tiers} />
          <MembersTable
            members={members?.edges.map((edge) => edge.node) ?? []}
            hasMore={more.hasMore}
            loadingMore={more.loadingMore}
            onLoadMore={more.loadMore}
          />
        </>
      )}
      {creating && <TierFormDialog open={creating} onOpenChange={setCreating} />}
    </section>
  );
}
