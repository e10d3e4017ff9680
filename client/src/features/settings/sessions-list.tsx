import { useMutation } from '@apollo/client/react';
import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionsList_SessionFragment } from '@/gql/graphql';
import { useFormatDate } from '@/lib/use-format-date';
import { useServerMessage } from '@/lib/server-message';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AccountPageDocument, RevokeOtherSessionsDocument, RevokeSessionDocument } from './account-operations';

/** Settings → Account: the signed-in devices (device, city, last seen), each with Sign out, and "all others". */
export function SessionsList({ sessions }: { sessions: readonly SessionsList_SessionFragment[] }) {
  const { t } = useTranslation(['settings', 'common']);
  const formatDate = useFormatDate();
  const { fromError } = useServerMessage();
  const refetch = { refetchQueries: [AccountPageDocument] };
  const [revoke] = useMutation(RevokeSessionDocument, refetch);
  const [revokeOthers, { loading: revokingOthers }] = useMutation(RevokeOtherSessionsDocument, refetch);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({
        title: t('account.sessions.failed'),
        description: fromError(error, t('common:errors.generic')),
        variant: 'destructive',
      });
    }
  };

  const others = sessions.filter((session) => !session.current);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={t('account.sessions.title')}>
        {sessions.map((session) => {
          const place =
            [session.city, session.country].filter(Boolean).join(', ') || t('account.sessions.unknownPlace');
          const device = session.device ?? t('account.sessions.unknownDevice');
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
              <Monitor aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">
                  {device}
                  {session.current && (
                    <Badge variant="secondary" className="ms-2">
                      {t('account.sessions.current')}
                    </Badge>
                  )}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('account.sessions.placeAndLastSeen', { place, date: formatDate(session.lastSeenAt) })}
                </span>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('account.sessions.signOutOne', { device })}
                  onClick={() =>
                    void run(() => revoke({ variables: { id: session.id } }), t('account.sessions.signedOutOne'))
                  }
                >
                  {t('account.sessions.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <Button
          variant="destructive"
          className="justify-self-start"
          disabled={revokingOthers}
          onClick={() => void run(() => revokeOthers(), t('account.sessions.signedOutOthers'))}
        >
          {t('account.sessions.signOutOthers')}
        </Button>
      )}
    </div>
  );
}
