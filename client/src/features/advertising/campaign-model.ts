import {
  budgetToMinor,
  splitCommaList,
  type CampaignFormValues,
  type CampaignObjective,
  type CampaignStatus,
} from '@kuza/common';
import type { MoneyValue } from '@/lib/money-format';
import type {
  AdType,
  CallToAction,
  CampaignCard_CampaignFragment,
  CampaignObjective as ApiObjective,
  CreateCampaignInput,
} from '@/gql/graphql';

/** A campaign as its card shows it; money in exact US cents. */
export interface Campaign {
  id: string;
  name: string;
  status: CampaignStatus;
  objective: CampaignObjective;
  budget: MoneyValue;
  spent: MoneyValue;
  impressions: number;
  clicks: number;
  /** Why staff rejected it, when they said. */
  rejectionReason?: string | null;
}

// The API names its enums in capitals (IN_REVIEW); common/ and the catalogs use the form's lowercase values.
const lower = <T extends string>(value: string) => value.toLowerCase() as T;
const upper = <T extends string>(value: string) => value.toUpperCase() as T;
const optional = (text: string) => (text.trim() === '' ? null : text);

/** A campaign of the API as a card shows it. */
export function toCardCampaign(campaign: CampaignCard_CampaignFragment): Campaign {
  const { budgetMoney, spentMoney, ...rest } = campaign;
  return {
    ...rest,
    budget: budgetMoney,
    spent: spentMoney,
    status: lower<CampaignStatus>(campaign.status),
    objective: lower<CampaignObjective>(campaign.objective),
  };
}

/** The wizard's checked values as createCampaign takes them; the chosen file goes along as the upload. */
export function toCampaignInput(values: CampaignFormValues): CreateCampaignInput {
  return {
    name: values.name,
    objective: values.objective ? upper<ApiObjective>(values.objective) : null,
    description: values.description,
    minAge: Number(values.minAge),
    maxAge: Number(values.maxAge),
    locations: splitCommaList(values.locations),
    interests: splitCommaList(values.interests),
    adType: upper<AdType>(values.adType),
    media: values.media instanceof File ? values.media : null,
    headline: values.headline,
    adDescription: values.adDescription,
    callToAction: values.callToAction ? upper<CallToAction>(values.callToAction) : null,
    destinationUrl: values.destinationUrl.trim(),
    // Exact cents as digits: the typed dollars never pass through a float.
    dailyBudgetMinor: String(budgetToMinor(values.dailyBudget)),
    totalBudgetMinor: optional(values.totalBudget) === null ? null : String(budgetToMinor(values.totalBudget)),
    startDate: values.startDate,
    endDate: optional(values.endDate),
  };
}
