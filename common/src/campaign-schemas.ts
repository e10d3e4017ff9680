// The zod schemas of campaign-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import {
  AD_TYPES,
  CALLS_TO_ACTION,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_STEPS,
  campaignFieldIssue,
  type CampaignField,
  type CampaignFormValues,
} from './campaign-rules';
import type { MessageId } from './messages';

const FORM_FIELDS_IN_ORDER: readonly CampaignField[] = CAMPAIGN_STEPS.flatMap((step) => step.fields);

/**
 * The Create Ad Campaign form as typed (CampaignFormValues), with every field's rule (campaignFieldIssue) in wizard
 * order: the wizard checks a step's fields with it before Next, and the server a submitted campaign.
 */
export const campaignFormSchema = z
  .object({
    name: z.string(),
    objective: z.enum(['', ...CAMPAIGN_OBJECTIVES]),
    description: z.string(),
    minAge: z.string(),
    maxAge: z.string(),
    locations: z.string(),
    interests: z.string(),
    adType: z.enum(AD_TYPES),
    // The chosen File passes through untouched (the wizard uploads it); the rule reads its name and size.
    media: z.custom<CampaignFormValues['media']>((value) => typeof value === 'object'),
    headline: z.string(),
    adDescription: z.string(),
    callToAction: z.enum(['', ...CALLS_TO_ACTION]),
    destinationUrl: z.string(),
    dailyBudget: z.string(),
    totalBudget: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const field of FORM_FIELDS_IN_ORDER) {
      const id = campaignFieldIssue(field, values);
      if (id) ctx.addIssue({ code: 'custom', path: [field], message: `campaign.${id}` satisfies MessageId });
    }
  }) satisfies z.ZodType<CampaignFormValues, CampaignFormValues>;
