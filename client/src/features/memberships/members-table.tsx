import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRowFragment } from '@/gql/graphql';
import { useFormatDate } from '@/lib/use-format-date';
import { useMoney } from '@/lib/money-format';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { downloadMembersCsv } from './members-csv';

interface MembersTableProps {
  members: readonly MemberRowFragment[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The creator's members: who, tier, since when, what they paid in all and their state; Export CSV. */
export function MembersTable({ members, hasMore, loadingMore, onLoadMore }: MembersTableProps) {
  const { t } = useTranslation('memberships');
  const { money } = useMoney();
  const formatDate = useFormatDate();
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    downloadMembersCsv()
      .catch(() => toast({ title: t('creator.exportFailed'), variant: 'destructive' }))
      .finally(() => setExporting(false));
  };

  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="members-title" className="text-xl font-semibold">
          {t('creator.members')}
        </h2>
        <Button variant="outline" onClick={exportCsv} disabled={exporting || members.length === 0}>
          <Download aria-hidden />
          {t('creator.export')}
        </Button>
      </div>
      {members.length === 0 ? (
        <p className="text-muted-foreground">{t('creator.noMembers')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-start">
              <tr>
                <th className="p-3 text-start">{t('creator.member')}</th>
                <th className="p-3 text-start">{t('creator.tier')}</th>
                <th className="p-3 text-start">{t('creator.since')}</th>
                <th className="p-3 text-start">{t('creator.lifetime')}</th>
                <th className="p-3 text-start">{t('creator.status')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} className="border-t" data-testid="member-row">
                  <td className="p-3" dir="ltr">
                    @{member.username}
                  </td>
                  <td className="p-3">{member.tierName}</td>
                  <td className="p-3">{formatDate(member.since)}</td>
                  <td className="p-3" dir="ltr">
                    {money(member.lifetime)}
                  </td>
                  <td className="p-3">{t(`status.${member.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <Button variant="ghost" onClick={onLoadMore} disabled={loadingMore} className="self-center">
          {t('creator.loadMore')}
        </Button>
      )}
    </section>
  );
}
