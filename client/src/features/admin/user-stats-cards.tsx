import { ShieldCheck, UserCheck, UserX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserStatsCards_StatsFragment } from '@/gql/graphql';
import { StatCard } from './stat-card';

/** Total Users, Active Users (not suspended), Admins and Suspended. */
export function UserStatsCards({ stats }: { stats: UserStatsCards_StatsFragment | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={t('users.stats.total')} value={stats?.totalUsers} icon={Users} testId="stat-total-users" />
      <StatCard label={t('users.stats.active')} value={stats?.activeUsers} icon={UserCheck} tone="text-success" testId="stat-active-users" />
      <StatCard label={t('users.stats.admins')} value={stats?.admins} icon={ShieldCheck} tone="text-ochre" testId="stat-admins" />
      <StatCard label={t('users.stats.suspended')} value={stats?.suspended} icon={UserX} tone="text-destructive" testId="stat-suspended" />
    </div>
  );
}
