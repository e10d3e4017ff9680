import {
  CAMPAIGN_DEFAULTS,
  campaignFormSchema,
  campaignListIssue,
  firstIssue,
  type CampaignFormValues,
} from '@kuza/common';
import { badInput } from '../../graphql/errors';
import type { CreateCampaignInput } from './campaign.types';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
// A float that passed the cents rule can still carry binary noise (10.300000000000001): stored as whole cents.
const cents = (value: number) => Math.round(value * 100) / 100;
const clean = (list: string[] | null | undefined) => [
  ...new Set((list ?? []).map((entry) => entry.trim()).filter((entry) => entry !== '')),
];

/**
 * Checks a submitted campaign with the wizard's own rules (common/campaign-rules.ts), so the server refuses what the
 * wizard would, with the same message and the field it belongs to. The file's type and size are checked as it
 * streams in (MediaService); here only its name.
 */
export function checkCampaignInput(input: CreateCampaignInput, mediaName: string | null): void {
  const values: CampaignFormValues = {
    ...CAMPAIGN_DEFAULTS,
    name: input.name,
    objective: input.objective ?? '',
    description: input.description ?? '',
    minAge: text(input.minAge),
    maxAge: text(input.maxAge),
    adType: input.adType,
    media: mediaName === null ? null : { name: mediaName, size: 0 },
    headline: input.headline,
    adDescription: input.adDescription ?? '',
    callToAction: input.callToAction ?? '',
    destinationUrl: input.destinationUrl.trim(),
    dailyBudget: text(input.dailyBudget),
    totalBudget: text(input.totalBudget),
    startDate: input.startDate ?? '',
    endDate: input.endDate ?? '',
  };
  const checked = firstIssue(campaignFormSchema, values);
  // Media refusals carry the media codes (UNSUPPORTED_MEDIA_TYPE, PAYLOAD_TOO_LARGE) from MediaService instead.
  if (!checked.ok && checked.issue.field !== 'media') throw badInput(checked.issue.field, checked.issue.messageId);
  // The lists come as lists (the wizard splits its comma-separated text): their entries are checked as stored.
  for (const field of ['locations', 'interests'] as const) {
    const listIssue = campaignListIssue(clean(input[field]), field);
    if (listIssue) throw badInput(field, `campaign.${listIssue}`);
  }
}

/** The row's values, once checked. */
export function campaignValues(input: CreateCampaignInput) {
  return {
    name: input.name.trim(),
    objective: input.objective!,
    description: (input.description ?? '').trim(),
    minAge: input.minAge,
    maxAge: input.maxAge,
    locations: clean(input.locations),
    interests: clean(input.interests),
    adType: input.adType,
    headline: input.headline.trim(),
    adDescription: (input.adDescription ?? '').trim(),
    callToAction: input.callToAction!,
    destinationUrl: input.destinationUrl.trim(),
    dailyBudget: cents(input.dailyBudget!),
    totalBudget: input.totalBudget === null || input.totalBudget === undefined ? null : cents(input.totalBudget),
    startDate: input.startDate!,
    endDate: input.endDate || null,
  };
}
