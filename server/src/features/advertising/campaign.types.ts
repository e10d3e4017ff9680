import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { MediaType } from '../media';
import { Money } from '../monetize';
import { ConnectionType } from '../../kernel/connection';

// GraphQL names in capitals as elsewhere in the API; the values are common/'s (campaign-rules.ts) and the table's.
export enum CampaignStatus {
  IN_REVIEW = 'in_review',
  ACTIVE = 'active',
  PAUSED = 'paused',
  REJECTED = 'rejected',
  COMPLETED = 'completed',
}
export enum CampaignObjective {
  AWARENESS = 'awareness',
  ENGAGEMENT = 'engagement',
  CONVERSIONS = 'conversions',
  VIDEO_VIEWS = 'video_views',
}
export enum AdType {
  IMAGE = 'image',
  VIDEO = 'video',
  CAROUSEL = 'carousel',
}
export enum CallToAction {
  LEARN_MORE = 'learn_more',
  SHOP_NOW = 'shop_now',
  SIGN_UP = 'sign_up',
  DOWNLOAD = 'download',
}

registerEnumType(CampaignStatus, {
  name: 'CampaignStatus',
  description:
    'IN_REVIEW until staff approve (ACTIVE) or reject it; the owner pauses and resumes it; COMPLETED after its end date.',
});
registerEnumType(CampaignObjective, { name: 'CampaignObjective' });
registerEnumType(AdType, { name: 'AdType' });
registerEnumType(CallToAction, { name: 'CallToAction' });

@ObjectType({ description: 'An ad campaign from the Create Ad Campaign wizard.' })
export class Campaign {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => CampaignObjective)
  objective: CampaignObjective;

  @Field()
  description: string;

  @Field(() => Int)
  minAge: number;

  @Field(() => Int)
  maxAge: number;

  @Field(() => [String])
  locations: string[];

  @Field(() => [String])
  interests: string[];

  @Field(() => AdType)
  adType: AdType;

  @Field()
  headline: string;

  @Field()
  adDescription: string;

  @Field(() => CallToAction)
  callToAction: CallToAction;

  @Field()
  destinationUrl: string;

  @Field(() => String, { nullable: true })
  mediaUrl: string | null;

  @Field(() => MediaType, { nullable: true })
  mediaType: MediaType | null;

  @Field(() => Float, { description: 'US dollars, in cents.', deprecationReason: 'Use dailyBudgetMoney: exact cents.' })
  dailyBudget: number;

  @Field(() => Float, {
    nullable: true,
    description: 'US dollars, in cents; null when the campaign has none.',
    deprecationReason: 'Use totalBudgetMoney: exact cents.',
  })
  totalBudget: number | null;

  @Field(() => Float, {
    description: 'What the budget-used bar measures against: the total budget, else the daily budget.',
    deprecationReason: 'Use budgetMoney: exact cents.',
  })
  budget: number;

  @Field(() => Money, { description: 'The daily budget, in US cents.' })
  dailyBudgetMoney: Money;

  @Field(() => Money, {
    nullable: true,
    description: 'The total budget, in US cents; null when the campaign has none.',
  })
  totalBudgetMoney: Money | null;

  @Field(() => Money, { description: 'What the budget-used bar measures against: the total budget, else the daily.' })
  budgetMoney: Money;

  @Field(() => Money, { description: 'Spent so far, in US cents (0 until Kuza delivers ads).' })
  spentMoney: Money;

  @Field({ description: 'YYYY-MM-DD.' })
  startDate: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  endDate: string | null;

  @Field(() => CampaignStatus)
  status: CampaignStatus;

  @Field(() => String, { nullable: true, description: 'Why staff rejected it, when they said.' })
  rejectionReason: string | null;

  @Field(() => Float, { description: 'US dollars. 0 until Kuza delivers ads.', deprecationReason: 'Use spentMoney.' })
  spent: number;

  @Field(() => Int, { description: '0 until Kuza delivers ads.' })
  impressions: number;

  @Field(() => Int, { description: '0 until Kuza delivers ads.' })
  clicks: number;

  @Field(() => Float, { description: 'clicks / impressions × 100, two decimals; 0 without impressions.' })
  ctr: number;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  reviewedAt: Date | null;

  // Exposed as `owner` and `reviewedBy`.
  ownerId: string;
  reviewedById: string | null;
  createdUs: string;
}

@ObjectType({ description: 'A page of campaigns, newest first.' })
export class CampaignConnection extends ConnectionType(Campaign) {}

@ObjectType({ description: "The Advertising totals over all of the viewer's campaigns." })
export class CampaignTotals {
  @Field(() => Int, { description: 'How many campaigns the viewer has (any status).' })
  count: number;

  @Field(() => Float, { description: 'Total Spent, US dollars.', deprecationReason: 'Use spentMoney: exact cents.' })
  spent: number;

  @Field(() => Money, { description: 'Total Spent, in US cents.' })
  spentMoney: Money;

  @Field(() => Int)
  impressions: number;

  @Field(() => Int)
  clicks: number;

  @Field(() => Float, {
    description: 'Average CTR: all clicks / all impressions × 100, two decimals; 0 without impressions.',
  })
  averageCtr: number;
}

// Nullable where the wizard has a "required" rule, so a missing value gets the spec's message (campaign-rules.ts).
@InputType({ description: "The Create Ad Campaign wizard's fields; checked with the rules of spec §5." })
export class CreateCampaignInput {
  @Field()
  name: string;

  @Field(() => CampaignObjective, { nullable: true, defaultValue: CampaignObjective.AWARENESS })
  objective?: CampaignObjective | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { defaultValue: 18 })
  minAge: number;

  @Field(() => Int, { defaultValue: 65 })
  maxAge: number;

  @Field(() => [String], { nullable: true, description: 'Where to show it (blank entries are dropped).' })
  locations?: string[] | null;

  @Field(() => [String], { nullable: true })
  interests?: string[] | null;

  @Field(() => AdType, { defaultValue: AdType.IMAGE })
  adType: AdType;

  @Field(() => GraphQLUpload, { nullable: true, description: 'PNG, JPG or MP4 up to 10MB (multipart request).' })
  media?: Promise<FileUpload> | null;

  @Field()
  headline: string;

  @Field(() => String, { nullable: true })
  adDescription?: string | null;

  @Field(() => CallToAction, { nullable: true, defaultValue: CallToAction.LEARN_MORE })
  callToAction?: CallToAction | null;

  @Field()
  destinationUrl: string;

  @Field(() => Float, {
    nullable: true,
    description: 'US dollars: at least 10, in cents.',
    deprecationReason: 'Use dailyBudgetMinor: exact cents.',
  })
  dailyBudget?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'US dollars: at least 10, in cents.',
    deprecationReason: 'Use totalBudgetMinor: exact cents.',
  })
  totalBudget?: number | null;

  @Field(() => String, { nullable: true, description: 'The daily budget in US cents (at least 1000), digits only.' })
  dailyBudgetMinor?: string | null;

  @Field(() => String, { nullable: true, description: 'The total budget in US cents (at least 1000), digits only.' })
  totalBudgetMinor?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not before the start date.' })
  endDate?: string | null;
}
