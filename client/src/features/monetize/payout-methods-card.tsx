import { useMutation, useQuery } from '@apollo/client/react';
import { Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutMethod_MethodFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { METHOD_ICONS } from './method-icons';
import { PayoutMethodsDocument, RemovePayoutMethodDocument } from './wallet-operations';

// The form and its rules (zod) load when the creator opens it.
const PayoutMethodForm = lazy(() => import('./payout-method-form').then((m) => ({ default: m.PayoutMethodForm })));

/** The payout methods saved on the account, with Add (password asked again) and Remove. */
export function PayoutMethodsCard() {
  const { t } = useTranslation('monetize');
  const [adding, setAdding] = useState(false);
  const { data, error, refetch } = useQuery(PayoutMethodsDocument);
  const methods = data?.payoutMethods ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('methods.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          {t('methods.addTitle')}
        </Button>
      </CardHeader>
      <CardContent>
        {error && !data ? (
          <LoadError text={t('methods.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
        ) : !data ? (
          <Spinner className="mx-auto" />
        ) : methods.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('methods.empty')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('methods.title')}>
            {methods.map((method) => (
              <PayoutMethodRow key={method.id} method={method} />
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('methods.addTitle')}</DialogTitle>
            <DialogDescription>{t('methods.addText')}</DialogDescription>
          </DialogHeader>
          <Suspense fallback={<Spinner className="mx-auto" />}>
            {adding && <PayoutMethodForm onDone={() => setAdding(false)} />}
          </Suspense>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function PayoutMethodRow({ method }: { method: PayoutMethod_MethodFragment }) {
  const { t } = useTranslation(['monetize', 'admin']);
  const { fromError } = useServerMessage();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(RemovePayoutMethodDocument, {
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'PayoutMethod', id: method.id }) });
      cache.gc();
    },
  });
  const Icon = METHOD_ICONS[method.kind];
  const confirm = async () => {
    try {
      await remove({ variables: { id: method.id } });
      toast({ title: t('methods.removed') });
    } catch (failure) {
      toast({ title: t('methods.notRemoved'), description: fromError(failure, t('failed')), variant: 'destructive' });
    }
  };
  return (
    <li className="flex items-center gap-3 py-3" data-testid="payout-method">
      <Icon aria-hidden className="size-5 text-primary" />
      <span className="flex flex-1 flex-col">
        <span className="font-medium">{t(`methodKinds.${method.kind}`)}</span>
        <span className="text-sm text-muted-foreground" dir="ltr">
          {method.label}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={loading}
        onClick={() => setConfirming(true)}
        aria-label={t('methods.remove', { label: method.label })}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('methods.confirmRemove', { label: method.label })}
        description={t('methods.confirmRemoveText')}
        confirmLabel={t('methods.removeLabel')}
        cancelLabel={t('common.cancel', { ns: 'admin' })}
        destructive
        onConfirm={() => void confirm()}
      />
    </li>
  );
}
