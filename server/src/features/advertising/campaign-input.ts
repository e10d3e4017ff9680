import {
  budgetToMinor,
  CAMPAIGN_DEFAULTS,
  formatMinor,
  minorOrDeprecatedMajorText,
  campaignFormSchema,
  campaignListIssue,
  firstIssue,
  type CampaignFormValues,
} from '@kuza/common';
import { badInput } from '../../graphql/errors';
import type { CreateCampaignInput } from './campaign.types';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** A budget as the wizard's rule reads it (dollars as typed): exact cents, else the deprecated Float's text. */
const budgetText = (minor: string | null | undefined, dollars: number | null | undefined) =>
  minorOrDeprecatedMajorText(minor, dollars, 'USD');

/** Cents that are not digits: a fraction of a cent, or not an amount at all. */
function centsIssue(minor: string | null | undefined, min: 'dailyBudgetMin' | 'totalBudgetMin') {
  if (minor === null || minor === undefined || /^\d{1,18}$/.test(minor)) return null;
  return /^\d+\.\d+$/.test(minor.trim()) ? 'budgetStep' : min;
}
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
    dailyBudget: budgetText(input.dailyBudgetMinor, input.dailyBudget),
    totalBudget: budgetText(input.totalBudgetMinor, input.totalBudget),
    startDate: input.startDate ?? '',
    endDate: input.endDate ?? '',
  };
  for (const [field, issue] of [
    ['dailyBudget', centsIssue(input.dailyBudgetMinor, 'dailyBudgetMin')],
    ['totalBudget', centsIssue(input.totalBudgetMinor, 'totalBudgetMin')],
  ] as const) {
    if (issue) throw badInput(field, `campaign.${issue}`);
  }
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
  const totalText = budgetText(input.totalBudgetMinor, input.totalBudget).trim();
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
    // Exact decimal text of whole cents for the numeric columns (checked above, so it parses).
    dailyBudget: formatMinor(budgetToMinor(budgetText(input.dailyBudgetMinor, input.dailyBudget))!, 'USD'),
    totalBudget: totalText === '' ? null : formatMinor(budgetToMinor(totalText)!, 'USD'),
    startDate: input.startDate!,
    endDate: input.endDate || null,
  };
}
