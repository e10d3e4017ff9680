import { useCallback, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type PathValue } from 'react-hook-form';
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STEPS,
  type CampaignField,
  type CampaignFormValues,
  type CampaignMessageId,
} from '@kuza/common';
import { useLazyResolver } from '@/lib/lazy-resolver';

export type CampaignErrors = Partial<Record<CampaignField, CampaignMessageId>>;
export type SetCampaignValue = <K extends CampaignField>(field: K, value: CampaignFormValues[K]) => void;

export const LAST_STEP = CAMPAIGN_STEPS.length - 1;

const focusField = (field: CampaignField) => document.getElementById(`campaign-${field}`)?.focus();
const stepFields = (step: number): readonly CampaignField[] => CAMPAIGN_STEPS[step].fields;
const ALL_FIELDS: CampaignField[] = CAMPAIGN_STEPS.flatMap((step) => step.fields);

const isCampaignRule = (key: string): key is CampaignMessageId => Object.hasOwn(CAMPAIGN_MESSAGES, key);

/** The wizard rule of a message id (`campaign.<rule>`: a schema's message or a server refusal's), to mark its field. */
export function campaignRuleOf(messageId: string | undefined): CampaignMessageId | undefined {
  const key = messageId?.startsWith('campaign.') ? messageId.slice('campaign.'.length) : '';
  return isCampaignRule(key) ? key : undefined;
}

/**
 * The wizard's values, step and errors on react-hook-form with the server's campaignFormSchema: Next checks the
 * current step's fields (spec §5) before moving on; Submit on step 4 checks them all.
 */
export function useCampaignWizard() {
  const [step, setStep] = useState(0);
  const form = useForm<CampaignFormValues>({
    resolver: useLazyResolver(() => import('./campaign-resolver').then((m) => m.campaignResolver)),
    defaultValues: CAMPAIGN_DEFAULTS,
    // A field's message stays until the field changes or the step is checked again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, setValue, clearErrors, trigger, setError, handleSubmit } = form;
  const { errors: fieldErrors, isSubmitting } = form.formState;
  // Every field's value (the defaults are complete, so none is ever missing).
  const values = { ...CAMPAIGN_DEFAULTS, ...useWatch({ control }) } as CampaignFormValues;

  const errors: CampaignErrors = {};
  for (const [field, error] of Object.entries(fieldErrors) as Array<
    [CampaignField, { message?: string } | undefined]
  >) {
    const id = campaignRuleOf(error?.message);
    if (id) errors[field] = id;
  }

  const set: SetCampaignValue = useCallback(
    (field, value) => {
      // A generic key is beyond react-hook-form's path types: the value is the field's own type (SetCampaignValue).
      setValue(field, value as PathValue<CampaignFormValues, typeof field>);
      clearErrors(field);
    },
    [clearErrors, setValue],
  );

  const next = useCallback(async () => {
    clearErrors();
    const fields = stepFields(step);
    if (await trigger([...fields])) return setStep((current) => Math.min(LAST_STEP, current + 1));
    const first = fields.find((field) => form.getFieldState(field).error);
    if (first) requestAnimationFrame(() => focusField(first));
  }, [clearErrors, form, step, trigger]);

  const previous = useCallback(() => {
    clearErrors();
    setStep((current) => Math.max(0, current - 1));
  }, [clearErrors]);

  /** Step 4's Submit: every step's rules must pass; otherwise go back to the first step that fails, with its errors only. */
  const onInvalid = useCallback(
    (found: FieldErrors<CampaignFormValues>) => {
      const which = CAMPAIGN_STEPS.findIndex((item) => item.fields.some((field) => found[field]));
      if (which < 0) return;
      const fields = stepFields(which);
      clearErrors(ALL_FIELDS.filter((field) => !fields.includes(field)));
      setStep(which);
      const first = fields.find((field) => found[field]);
      if (first) requestAnimationFrame(() => focusField(first));
    },
    [clearErrors],
  );

  /** The form's onSubmit: Next on steps 1 to 3 (Enter in a field), the checked values to `send` on step 4. */
  const onSubmit = (send: (values: CampaignFormValues) => Promise<void>) => (event: FormEvent) => {
    if (step < LAST_STEP) {
      event.preventDefault();
      return void next();
    }
    return void handleSubmit(send, onInvalid)(event);
  };

  /** The server refused a field (its rules are the wizard's): marked where it is, if that is this step. */
  const showServerIssue = useCallback(
    (field: string | undefined, message: CampaignMessageId | undefined) => {
      const fields: readonly string[] = stepFields(step);
      if (!field || !message || !fields.includes(field)) return;
      clearErrors();
      setError(field as CampaignField, { type: 'server', message: `campaign.${message}` });
    },
    [clearErrors, setError, step],
  );

  return { values, set, step, errors, next, previous, onSubmit, submitting: isSubmitting, showServerIssue };
}
