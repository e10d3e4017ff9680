import { ShieldCheck, UserCheck, UserX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserStatsCards_StatsFragment } from '@/gql/graphql';
import { StatCard } from '@/ui/stat-card';

/** Total Users, Active Users (not suspended), Admins and Suspended. */
export function UserStatsCards({ stats }: { stats: UserStatsCards_StatsFragment | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        layout="tile"
        label={t('users.stats.total')}
        value={stats?.totalUsers}
        icon={Users}
        testId="stat-total-users"
      />
      <StatCard
        layout="tile"
        label={t('users.stats.active')}
        value={stats?.activeUsers}
        icon={UserCheck}
        iconTone="text-success"
        testId="stat-active-users"
      />
      <StatCard
        layout="tile"
        label={t('users.stats.admins')}
        value={stats?.admins}
        icon={ShieldCheck}
        iconTone="text-ochre"
        testId="stat-admins"
      />
      <StatCard
        layout="tile"
        label={t('users.stats.suspended')}
        value={stats?.suspended}
        icon={UserX}
        iconTone="text-destructive"
        testId="stat-suspended"
      />
    </div>
  );
}
