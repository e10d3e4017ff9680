import type { ApiScopeName } from '@kuza/common';

/** What a root operation asks of an API key: a scope, or NEVER (a signed-in session only). */
export type ScopeRule = ApiScopeName | 'NEVER';

// The one table of what an API key needs for each root operation (issue 34). Not listed: queries and
// subscriptions need READ, mutations WRITE. A key never has more power than its owner either: the operation's own
// role checks run after this one.
const OVERRIDES: Record<string, ScopeRule> = {
  // Analytics.
  locationAnalytics: 'ANALYTICS',
  locationAnalyticsSummary: 'ANALYTICS',
  myPostStats: 'ANALYTICS',
  myCampaignTotals: 'ANALYTICS',
  userStats: 'ANALYTICS',
  supporterInsights: 'ANALYTICS',
  myEnergyScore: 'ANALYTICS',
  myAudienceActivity: 'ANALYTICS',
  // Money: wallet, earnings, payouts.
  wallet: 'EARNINGS',
  myMembers: 'EARNINGS',
  earnings: 'EARNINGS',
  earningsSplits: 'EARNINGS',
  createEarningsSplit: 'EARNINGS',
  deleteEarningsSplit: 'EARNINGS',
  setEarningsGoal: 'EARNINGS',
  clearEarningsGoal: 'EARNINGS',
  withdrawals: 'EARNINGS',
  payoutMethods: 'EARNINGS',
  requestWithdrawal: 'EARNINGS',
  // Webhooks.
  webhookEndpoints: 'WEBHOOKS',
  webhookDeliveries: 'WEBHOOKS',
  createWebhookEndpoint: 'WEBHOOKS',
  deleteWebhookEndpoint: 'WEBHOOKS',
  redeliverWebhook: 'WEBHOOKS',
  // Never by a key: keys themselves, and what only the person at the keyboard may do (sessions, password,
  // e-mail, payout destinations), so a leaked key cannot take the account over or move its money elsewhere.
  apiKeys: 'NEVER',
  generateApiKey: 'NEVER',
  deleteApiKey: 'NEVER',
  setApiKeyTier: 'NEVER',
  personalApiKeys: 'NEVER',
  createPersonalApiKey: 'NEVER',
  deletePersonalApiKey: 'NEVER',
  addPayoutMethod: 'NEVER',
  removePayoutMethod: 'NEVER',
  changeEmail: 'NEVER',
  changePassword: 'NEVER',
  confirmEmail: 'NEVER',
  resendConfirmation: 'NEVER',
  sessions: 'NEVER',
  revokeSession: 'NEVER',
  revokeOtherSessions: 'NEVER',
  signIn: 'NEVER',
  signUp: 'NEVER',
  signOut: 'NEVER',
  refreshSession: 'NEVER',
  requestPasswordReset: 'NEVER',
  resetPassword: 'NEVER',
};

/** What a payment-gateway partner key may call (admin/psfaba): payout status, and nothing of an admin's power. */
export const PARTNER_KEY_OPERATIONS: ReadonlySet<string> = new Set(['withdrawals', 'paymentGatewayStatus', 'fees']);

export type RootKind = 'Query' | 'Mutation' | 'Subscription';

/** The scope a key needs to call `field` of the root type `root`. */
export function scopeRuleOf(root: RootKind, field: string): ScopeRule {
  return OVERRIDES[field] ?? (root === 'Mutation' ? 'WRITE' : 'READ');
}
