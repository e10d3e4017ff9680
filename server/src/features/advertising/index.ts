// The front door of advertising: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { CampaignService } from './campaign.service';
