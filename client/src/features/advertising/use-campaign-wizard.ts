import { useCallback, useState } from 'react';
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_STEPS,
  campaignStepIssues,
  type CampaignField,
  type CampaignFormValues,
  type CampaignMessageId,
} from '@kuza/common';

export type CampaignErrors = Partial<Record<CampaignField, CampaignMessageId>>;
export type SetCampaignValue = <K extends CampaignField>(field: K, value: CampaignFormValues[K]) => void;

export const LAST_STEP = CAMPAIGN_STEPS.length - 1;

const focusField = (field: CampaignField) => document.getElementById(`campaign-${field}`)?.focus();

/** The wizard's values, step and errors: Next checks the current step's rules (spec §5) before moving on. */
export function useCampaignWizard() {
  const [values, setValues] = useState<CampaignFormValues>(CAMPAIGN_DEFAULTS);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<CampaignErrors>({});

  const set: SetCampaignValue = useCallback((field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Checks a step; shows its errors and focuses the first one. True when it passes. */
  const check = useCallback(
    (which: number) => {
      const issues = campaignStepIssues(which, values);
      setErrors(issues);
      const first = CAMPAIGN_STEPS[which].fields.find((field) => issues[field]);
      if (first) requestAnimationFrame(() => focusField(first));
      return !first;
    },
    [values],
  );

  const next = useCallback(() => {
    if (check(step)) setStep((current) => Math.min(LAST_STEP, current + 1));
  }, [check, step]);

  const previous = useCallback(() => {
    setErrors({});
    setStep((current) => Math.max(0, current - 1));
  }, []);

  /** Step 4's Submit: every step's rules must pass; otherwise go back to the first step that fails. */
  const validateAll = useCallback(() => {
    for (let which = 0; which <= LAST_STEP; which++) {
      if (Object.keys(campaignStepIssues(which, values)).length > 0) {
        setStep(which);
        check(which);
        return false;
      }
    }
    return true;
  }, [check, values]);

  /** The server refused a field (its rules are the wizard's): marked where it is, if that is this step. */
  const showServerIssue = useCallback(
    (field: string | undefined, message: CampaignMessageId | undefined) => {
      const fields: readonly string[] = CAMPAIGN_STEPS[step].fields;
      if (field && message && fields.includes(field)) setErrors({ [field]: message });
    },
    [step],
  );

  return { values, set, step, errors, next, previous, validateAll, showServerIssue };
}
