import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import { ConfirmEmailDocument, EmailConfirmationDocument } from './email-confirmation-operations';

/** The e-mailed link lands on /dashboard?confirm=TOKEN: confirms the address once, then drops the token from the URL. */
export function useConfirmLink() {
  const { t } = useTranslation(['auth', 'common']);
  const { fromError } = useServerMessage();
  const [params, setParams] = useSearchParams();
  const token = params.get('confirm');
  const [confirm] = useMutation(ConfirmEmailDocument, { refetchQueries: [EmailConfirmationDocument] });
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirm');
        return next;
      },
      { replace: true },
    );
    confirm({ variables: { token } }).then(
      () => toast({ title: t('auth:confirmation.confirmed'), description: t('auth:confirmation.confirmedText') }),
      (error: unknown) =>
        toast({
          title: t('auth:confirmation.failed'),
          description: fromError(error, t('common:errors.generic')),
          variant: 'destructive',
        }),
    );
  }, [token, confirm, setParams, t, fromError]);
}
