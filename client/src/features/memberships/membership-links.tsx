import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';

/** My Wallet's way to memberships: the creator's tiers and members, and the caller's own memberships. */
export function MembershipLinks() {
  const { t } = useTranslation('memberships');
  return (
    <>
      <Button asChild variant="outline">
        <Link to="/dashboard/memberships">
          <Crown aria-hidden />
          {t('links.manage')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard/my-memberships">{t('links.mine')}</Link>
      </Button>
    </>
  );
}
