import { useMutation, useQuery } from '@apollo/client/react';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { EmailConfirmationDocument, ResendConfirmationDocument } from './email-confirmation-operations';
import { useConfirmLink } from './use-confirm-link';

/**
 * The dashboard's reminder until the account confirms its e-mail (it can read and post meanwhile), with Resend.
 * Also confirms the address when the e-mailed link opens the dashboard.
 */
export function EmailConfirmationBanner() {
  const { t } = useTranslation(['auth', 'common']);
  const { fromError } = useServerMessage();
  useConfirmLink();
  const { data } = useQuery(EmailConfirmationDocument);
  const [resend, { loading }] = useMutation(ResendConfirmationDocument);
  const me = data?.me;
  if (!me || me.emailConfirmedAt) return null;

  const onResend = async () => {
    try {
      await resend();
      toast({ title: t('auth:confirmation.sent'), description: t('auth:confirmation.sentText', { email: me.email }) });
    } catch (error) {
      toast({
        title: t('auth:confirmation.resendFailed'),
        description: fromError(error, t('common:errors.generic')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-ochre/50 bg-ochre/10 p-4 text-sm"
    >
      <MailWarning aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1">{t('auth:confirmation.reminder', { email: me.email })}</p>
      <Button variant="outline" size="sm" disabled={loading} aria-busy={loading} onClick={() => void onResend()}>
        {t('auth:confirmation.resend')}
      </Button>
    </div>
  );
}
