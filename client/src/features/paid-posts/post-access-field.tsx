import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_CODES,
  POST_ACCESS_KINDS,
  POST_TEASER_CHARS,
  postAccessFormIssue,
  type PostAccessFormValues,
} from '@kuza/common';
import { useMoney } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PostAccessTiersDocument } from './paid-post-operations';

export const PUBLIC_ACCESS: PostAccessFormValues = { kind: 'PUBLIC', tierIds: [], price: '', currency: 'USD' };

/** The first rule of common/ the choice breaks (a message id), or null. */
export function postAccessIssue(value: PostAccessFormValues): string | null {
  return postAccessFormIssue(value);
}

interface PostAccessFieldProps {
  value: PostAccessFormValues;
  onChange: (value: PostAccessFormValues) => void;
  /** The message id of the rule the choice breaks, shown once the author tried to post. */
  issue: string | null;
  disabled?: boolean;
}

/** The create page's choice: Public, Members only (some of the author's tiers) or Pay per view (a price). */
export function PostAccessField({ value, onChange, issue, disabled }: PostAccessFieldProps) {
  const { t } = useTranslation('paid-posts');
  const { textOf } = useServerMessage();
  const { money } = useMoney();
  const id = useId();
  const tiers = useQuery(PostAccessTiersDocument, { skip: value.kind !== 'MEMBERS' });
  const set = (patch: Partial<PostAccessFormValues>) => onChange({ ...value, ...patch });

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border p-3" disabled={disabled} data-testid="post-access">
      <legend className="px-1 text-sm font-medium">{t('access.legend')}</legend>
      <div role="radiogroup" className="flex flex-wrap gap-4">
        {POST_ACCESS_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => set({ kind })}
            />
            {t(`access.${kind}`)}
          </label>
        ))}
      </div>
      {value.kind === 'MEMBERS' && (
        <div className="flex flex-col gap-1">
          <span className="text-sm">{t('access.tiers')}</span>
          {tiers.data?.postAccessTiers.length === 0 && (
            <p className="text-xs text-muted-foreground">{t('access.noTiers')}</p>
          )}
          {tiers.data?.postAccessTiers.map((tier) => (
            <label key={tier.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.tierIds.includes(tier.id)}
                onChange={(event) =>
                  set({
                    tierIds: event.target.checked
                      ? [...value.tierIds, tier.id]
                      : value.tierIds.filter((tierId) => tierId !== tier.id),
                  })
                }
              />
              {tier.name} · {money(tier.price!)}
            </label>
          ))}
        </div>
      )}
      {value.kind === 'PAID' && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-price`}>{t('access.price')}</Label>
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              value={value.price}
              onChange={(event) => set({ price: event.target.value })}
              className="w-32"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-currency`}>{t('access.currency')}</Label>
            <select
              id={`${id}-currency`}
              value={value.currency}
              onChange={(event) => set({ currency: event.target.value })}
              className="h-9 rounded-md border bg-background px-2 text-sm"
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </div>
        </div>
      )}
      {value.kind !== 'PUBLIC' && (
        <p className="text-xs text-muted-foreground">{t('access.teaser', { count: POST_TEASER_CHARS })}</p>
      )}
      {issue && (
        <p role="alert" className="text-sm text-destructive">
          {textOf(issue)}
        </p>
      )}
    </fieldset>
  );
}
