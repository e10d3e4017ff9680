// Spec §3, §5 and §9: ad campaigns and the Create Ad Campaign form, its field rules per wizard step with their
// messages (checked by the wizard and again by the server), the estimated reach text's figures, and the arithmetic
// of the Advertising screen.
import { fillCatalog } from './message-template';
import { parseDecimalAmount } from './money';

/**
 * A saved campaign is in_review until staff approve it (active) or reject it; its owner pauses and resumes it; it is
 * completed once its end date has passed. draft is the spec's sample status only (the samples a new account sees).
 */
export const CAMPAIGN_STATUSES = ['in_review', 'active', 'paused', 'rejected', 'completed', 'draft'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_OBJECTIVES = ['awareness', 'engagement', 'conversions', 'video_views'] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];

export const AD_TYPES = ['image', 'video', 'carousel'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const CALLS_TO_ACTION = ['learn_more', 'shop_now', 'sign_up', 'download'] as const;
export type CallToAction = (typeof CALLS_TO_ACTION)[number];

export const CAMPAIGN_LIMITS = {
  minAge: 13,
  maxAge: 65,
  headlineMaxLength: 80,
  adDescriptionMaxLength: 200,
  budgetMin: 10,
  budgetStep: 0.01,
  /** Budgets are whole US cents. */
  budgetCurrency: 'USD',
  mediaMaxBytes: 10 * 1024 * 1024,
  mediaExtensions: ['png', 'jpg', 'jpeg', 'mp4'],
  rejectionReasonMaxLength: 500,
  // Not in the spec: bounds so that no field takes unbounded text (the wizard and the server check them alike).
  nameMaxLength: 100,
  descriptionMaxLength: 500,
  listMaxEntries: 20,
  listEntryMaxLength: 60,
} as const;

/** Spec §9 "Estimated reach text". */
export const ESTIMATED_REACH = {
  dailyImpressions: { min: 15_000, max: 25_000 },
  ctrPercent: { min: 1.5, max: 3.0 },
  costPerClickUsd: { min: 0.15, max: 0.3 },
} as const;

/** The form as typed: numbers and dates stay text until checked. */
export interface CampaignFormValues {
  name: string;
  objective: CampaignObjective | '';
  description: string;
  minAge: string;
  maxAge: string;
  locations: string;
  interests: string;
  adType: AdType;
  /** Name and size of the chosen file; the file itself stays in the browser. */
  media: { name: string; size: number } | null;
  headline: string;
  adDescription: string;
  callToAction: CallToAction | '';
  destinationUrl: string;
  dailyBudget: string;
  totalBudget: string;
  startDate: string;
  endDate: string;
}

export type CampaignField = keyof CampaignFormValues;

export const CAMPAIGN_DEFAULTS: CampaignFormValues = {
  name: '',
  objective: 'awareness',
  description: '',
  minAge: '18',
  maxAge: '65',
  locations: '',
  interests: '',
  adType: 'image',
  media: null,
  headline: '',
  adDescription: '',
  callToAction: 'learn_more',
  destinationUrl: '',
  dailyBudget: '',
  totalBudget: '',
  startDate: '',
  endDate: '',
};

/** The four wizard steps and the fields each one checks before Next. */
export const CAMPAIGN_STEPS = [
  { id: 'details', fields: ['name', 'objective', 'description'] },
  { id: 'targeting', fields: ['minAge', 'maxAge', 'locations', 'interests'] },
  { id: 'creative', fields: ['adType', 'media', 'headline', 'adDescription', 'callToAction', 'destinationUrl'] },
  { id: 'budget', fields: ['dailyBudget', 'totalBudget', 'startDate', 'endDate'] },
] as const satisfies ReadonlyArray<{ id: string; fields: readonly CampaignField[] }>;

const L = CAMPAIGN_LIMITS;
// The spec gives the campaign form's rules but no wording (the prototype used the browser's own field checks).
export const CAMPAIGN_TEMPLATES = {
  nameRequired: 'Campaign name is required.',
  nameTooLong: 'Campaign name must be at most {{max}} characters.',
  descriptionTooLong: 'Description must be at most {{max}} characters.',
  locationsTooLong: 'Enter at most {{count}} locations, each of at most {{max}} characters.',
  interestsTooLong: 'Enter at most {{count}} interests, each of at most {{max}} characters.',
  objectiveRequired: 'Choose an objective.',
  minAgeRange: 'Minimum age must be a whole number from {{min}} to {{max}}.',
  maxAgeRange: 'Maximum age must be a whole number from {{min}} to {{max}}.',
  ageOrder: 'Minimum age cannot be above the maximum age.',
  mediaInvalid: 'Ad media must be a PNG, JPG or MP4 file up to 10MB.',
  headlineRequired: 'Headline is required.',
  headlineTooLong: 'Headline must be at most {{max}} characters.',
  adDescriptionTooLong: 'Ad description must be at most {{max}} characters.',
  callToActionRequired: 'Choose a call to action.',
  destinationUrlRequired: 'Destination URL is required.',
  destinationUrlInvalid: 'Enter a valid URL starting with http:// or https://.',
  dailyBudgetRequired: 'Daily budget is required.',
  dailyBudgetMin: 'Daily budget must be at least ${{min}}.',
  totalBudgetMin: 'Total budget must be at least ${{min}}.',
  budgetStep: 'Budgets can have at most 2 decimal places (steps of $0.01).',
  startDateRequired: 'Start date is required.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  endDateBeforeStart: 'End date cannot be before the start date.',
} as const;

export const CAMPAIGN_PARAMS = {
  nameTooLong: { max: L.nameMaxLength },
  descriptionTooLong: { max: L.descriptionMaxLength },
  locationsTooLong: { count: L.listMaxEntries, max: L.listEntryMaxLength },
  interestsTooLong: { count: L.listMaxEntries, max: L.listEntryMaxLength },
  minAgeRange: { min: L.minAge, max: L.maxAge },
  maxAgeRange: { min: L.minAge, max: L.maxAge },
  headlineTooLong: { max: L.headlineMaxLength },
  adDescriptionTooLong: { max: L.adDescriptionMaxLength },
  dailyBudgetMin: { min: L.budgetMin },
  totalBudgetMin: { min: L.budgetMin },
} as const;

export const CAMPAIGN_MESSAGES = /*#__PURE__*/ fillCatalog(CAMPAIGN_TEMPLATES, CAMPAIGN_PARAMS);
export type CampaignMessageId = keyof typeof CAMPAIGN_MESSAGES;

/** What the server says about a campaign beyond its form: owners, status changes and review. */
export const CAMPAIGN_ACTION_TEMPLATES = {
  notFound: 'Campaign not found.',
  notYours: 'You can only change your own campaigns.',
  pauseOnlyActive: 'Only an active campaign can be paused.',
  resumeOnlyPaused: 'Only a paused campaign can be resumed.',
  alreadyReviewed: 'This campaign has already been reviewed.',
  rejectionReasonTooLong: 'Rejection reason must be at most {{max}} characters.',
} as const;

export const CAMPAIGN_ACTION_PARAMS = { rejectionReasonTooLong: { max: L.rejectionReasonMaxLength } } as const;

export const CAMPAIGN_ACTION_MESSAGES = /*#__PURE__*/ fillCatalog(CAMPAIGN_ACTION_TEMPLATES, CAMPAIGN_ACTION_PARAMS);

/** Spec §4 Campaign wizard: the toast after Submit on step 4. */
export const CAMPAIGN_SUBMITTED = {
  title: 'Campaign Created!',
  description: 'Your ad campaign is now under review.',
} as const;

/** The media hint of spec §5. */
export const CAMPAIGN_MEDIA_HINT = 'PNG, JPG or MP4 up to 10MB';

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** A calendar date as a date field gives it: YYYY-MM-DD, and a real day (no 2025-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The entries of a comma separated field (locations, interests): trimmed, without empty ones or repeats. */
export function splitCommaList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
  ];
}

/** What the budget-used bar measures against: the total budget, or the daily budget when there is none (cents). */
export function campaignBudget(dailyBudgetMinor: bigint, totalBudgetMinor: bigint | null | undefined): bigint {
  return totalBudgetMinor ?? dailyBudgetMinor;
}

/** A typed budget in US dollars ("12.5") as whole cents (1250n), exactly; null when it is not a plain amount. */
export function budgetToMinor(text: string): bigint | null {
  return parseDecimalAmount(text, 'USD');
}

function ageIssue(text: string, message: CampaignMessageId): CampaignMessageId | null {
  if (!isWholeNumber(text)) return message;
  const age = Number(text);
  return age < L.minAge || age > L.maxAge ? message : null;
}

// Budgets are read as exact cents (never a float): "10.005" is refused, "10.50" is 1050 cents.
function budgetIssue(text: string, required: boolean, min: CampaignMessageId): CampaignMessageId | null {
  if (text.trim() === '') return required ? 'dailyBudgetRequired' : null;
  if (!/^\d+(\.\d*)?$/.test(text.trim())) return min;
  const cents = budgetToMinor(text);
  if (cents === null) return 'budgetStep';
  return cents < BigInt(L.budgetMin) * 100n ? min : null;
}

function urlIssue(text: string): CampaignMessageId | null {
  if (text.trim() === '') return 'destinationUrlRequired';
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
      ? null
      : 'destinationUrlInvalid';
  } catch {
    return 'destinationUrlInvalid';
  }
}

function mediaIssue(media: CampaignFormValues['media']): CampaignMessageId | null {
  if (!media) return null;
  const extension = media.name.includes('.') ? media.name.slice(media.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const allowed: readonly string[] = L.mediaExtensions;
  return allowed.includes(extension) && media.size <= L.mediaMaxBytes ? null : 'mediaInvalid';
}

/** The rule of a list field (locations, interests), on its entries: how many, and how long each. */
export function campaignListIssue(
  entries: readonly string[],
  field: 'locations' | 'interests',
): CampaignMessageId | null {
  const tooLong = entries.length > L.listMaxEntries || entries.some((entry) => entry.length > L.listEntryMaxLength);
  return tooLong ? (field === 'locations' ? 'locationsTooLong' : 'interestsTooLong') : null;
}

/** The rule of one field (null when it passes); some rules look at other fields (ages, dates). */
export function campaignFieldIssue(field: CampaignField, v: CampaignFormValues): CampaignMessageId | null {
  switch (field) {
    case 'name':
      return v.name.trim() === '' ? 'nameRequired' : v.name.trim().length > L.nameMaxLength ? 'nameTooLong' : null;
    case 'description':
      return v.description.trim().length > L.descriptionMaxLength ? 'descriptionTooLong' : null;
    case 'locations':
      return campaignListIssue(splitCommaList(v.locations), 'locations');
    case 'interests':
      return campaignListIssue(splitCommaList(v.interests), 'interests');
    case 'objective':
      return v.objective === '' ? 'objectiveRequired' : null;
    case 'minAge':
      return ageIssue(v.minAge, 'minAgeRange');
    case 'maxAge':
      return (
        ageIssue(v.maxAge, 'maxAgeRange') ??
        (!ageIssue(v.minAge, 'minAgeRange') && Number(v.minAge) > Number(v.maxAge) ? 'ageOrder' : null)
      );
    case 'media':
      return mediaIssue(v.media);
    case 'headline':
      return v.headline.trim() === ''
        ? 'headlineRequired'
        : v.headline.length > L.headlineMaxLength
          ? 'headlineTooLong'
          : null;
    case 'adDescription':
      return v.adDescription.length > L.adDescriptionMaxLength ? 'adDescriptionTooLong' : null;
    case 'callToAction':
      return v.callToAction === '' ? 'callToActionRequired' : null;
    case 'destinationUrl':
      return urlIssue(v.destinationUrl);
    case 'dailyBudget':
      return budgetIssue(v.dailyBudget, true, 'dailyBudgetMin');
    case 'totalBudget':
      return budgetIssue(v.totalBudget, false, 'totalBudgetMin');
    case 'startDate':
      return v.startDate.trim() === '' ? 'startDateRequired' : isIsoDate(v.startDate) ? null : 'dateInvalid';
    case 'endDate':
      if (v.endDate === '') return null;
      if (!isIsoDate(v.endDate)) return 'dateInvalid';
      return isIsoDate(v.startDate) && v.endDate < v.startDate ? 'endDateBeforeStart' : null;
    default:
      return null;
  }
}

/** Click-through rate in percent with two decimals (spec §9): clicks / impressions × 100; 0 without impressions. */
export function clickThroughRate(clicks: number, impressions: number): number {
  if (impressions <= 0) return 0;
  return Math.round((clicks / impressions) * 100 * 100) / 100;
}

/** How much of the budget is spent, in percent (two decimals), capped at 100 (spec §9); amounts in cents. */
export function budgetUsedPercent(spentMinor: bigint, budgetMinor: bigint): number {
  if (budgetMinor <= 0n) return spentMinor > 0n ? 100 : 0;
  const hundredths = (spentMinor * 10_000n) / budgetMinor;
  return Math.min(100, Math.max(0, Number(hundredths) / 100));
}
