import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_MESSAGES,
  budgetUsedPercent,
  campaignBudget,
  CAMPAIGN_STEPS,
  isIsoDate,
  splitCommaList,
  budgetToMinor,
  clickThroughRate,
  type CampaignFormValues,
} from './campaign-rules';
import { campaignFormSchema } from './campaign-schemas';

const form = (changes: Partial<CampaignFormValues> = {}): CampaignFormValues => ({ ...CAMPAIGN_DEFAULTS, ...changes });
// A rule's message is its id, `campaign.<rule>`.
const idOf = (messageId: string) =>
  messageId.startsWith('campaign.') ? messageId.slice('campaign.'.length) : undefined;

/** The schema's failing fields of one wizard step (0-based), as message ids: what Next shows. */
function campaignStepIssues(step: number, values: CampaignFormValues): Record<string, string | undefined> {
  const fields: readonly string[] = CAMPAIGN_STEPS[step].fields;
  const result = campaignFormSchema.safeParse(values);
  const issues = result.success ? [] : result.error.issues.filter((issue) => fields.includes(String(issue.path[0])));
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), idOf(issue.message)]));
}

/** The schema's first failing rule of the whole form (what the server refuses with). */
function firstCampaignIssue(values: CampaignFormValues) {
  const result = campaignFormSchema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? { field: String(issue.path[0]), message: idOf(issue.message) } : null;
}

describe('CTR and budget bar (spec §9)', () => {
  it('is clicks / impressions × 100 with two decimals', () => {
    expect(clickThroughRate(250, 10_000)).toBe(2.5);
    expect(clickThroughRate(1, 3)).toBe(33.33);
    expect(clickThroughRate(2, 3)).toBe(66.67);
    expect(clickThroughRate(123, 45_678)).toBe(0.27);
    expect(clickThroughRate(5, 0)).toBe(0);
    expect(clickThroughRate(2, 3).toFixed(2)).toBe('66.67');
  });

  it('caps the budget-used bar at 100%', () => {
    expect(budgetUsedPercent(250n, 1000n)).toBe(25);
    expect(budgetUsedPercent(1000n, 1000n)).toBe(100);
    expect(budgetUsedPercent(1500n, 1000n)).toBe(100);
    expect(budgetUsedPercent(1n, 3n)).toBe(33.33);
    expect(budgetUsedPercent(0n, 0n)).toBe(0);
  });

  it('reads a typed budget as exact cents, never through a float', () => {
    expect(budgetToMinor('10')).toBe(1000n);
    expect(budgetToMinor('0.3')).toBe(30n);
    expect(budgetToMinor('10.30')).toBe(1030n);
    expect(budgetToMinor('90071992547409.93')).toBe(9007199254740993n);
    expect(budgetToMinor('10.005')).toBeNull();
    expect(budgetToMinor('ten')).toBeNull();
  });
});

describe('campaign form rules (spec §5), per wizard step', () => {
  it('starts from the defaults: awareness, ages 18 to 65, image, learn_more', () => {
    expect(CAMPAIGN_DEFAULTS).toMatchObject({
      objective: 'awareness',
      minAge: '18',
      maxAge: '65',
      adType: 'image',
      callToAction: 'learn_more',
    });
  });

  it('step 1: name required', () => {
    expect(campaignStepIssues(0, form())).toEqual({ name: 'nameRequired' });
    expect(campaignStepIssues(0, form({ name: 'Launch', objective: '' }))).toEqual({ objective: 'objectiveRequired' });
    expect(campaignStepIssues(0, form({ name: 'Launch' }))).toEqual({});
    // Bounds the spec does not set: a name up to 100 characters, a description up to 500.
    expect(campaignStepIssues(0, form({ name: 'n'.repeat(101), description: 'd'.repeat(501) }))).toEqual({
      name: 'nameTooLong',
      description: 'descriptionTooLong',
    });
    expect(campaignStepIssues(0, form({ name: 'n'.repeat(100), description: 'd'.repeat(500) }))).toEqual({});
  });

  it('step 2: at most 20 locations and 20 interests, each up to 60 characters (repeats and blanks not counted)', () => {
    const list = (count: number, length = 10) =>
      Array.from({ length: count }, (_, i) => `${i}`.padEnd(length, 'x')).join(', ');
    expect(campaignStepIssues(1, form({ locations: list(20, 60), interests: `${list(20)}, , 0xxxxxxxxx` }))).toEqual(
      {},
    );
    expect(campaignStepIssues(1, form({ locations: list(21) }))).toEqual({ locations: 'locationsTooLong' });
    expect(campaignStepIssues(1, form({ interests: list(2, 61) }))).toEqual({ interests: 'interestsTooLong' });
  });

  it('step 2: ages from 13 to 65', () => {
    expect(campaignStepIssues(1, form())).toEqual({});
    expect(campaignStepIssues(1, form({ minAge: '12' }))).toEqual({ minAge: 'minAgeRange' });
    expect(campaignStepIssues(1, form({ minAge: '13', maxAge: '66' }))).toEqual({ maxAge: 'maxAgeRange' });
    expect(campaignStepIssues(1, form({ minAge: '', maxAge: '30.5' }))).toEqual({
      minAge: 'minAgeRange',
      maxAge: 'maxAgeRange',
    });
    expect(campaignStepIssues(1, form({ minAge: '40', maxAge: '30' }))).toEqual({ maxAge: 'ageOrder' });
    expect(campaignStepIssues(1, form({ minAge: '13', maxAge: '65' }))).toEqual({});
  });

  it('step 3: headline up to 80, description up to 200, URL, media', () => {
    const ok = { headline: 'Grow with Kuza', destinationUrl: 'https://kuza.africa' };
    expect(campaignStepIssues(2, form())).toEqual({
      headline: 'headlineRequired',
      destinationUrl: 'destinationUrlRequired',
    });
    expect(campaignStepIssues(2, form({ ...ok, headline: 'x'.repeat(80) }))).toEqual({});
    expect(campaignStepIssues(2, form({ ...ok, headline: 'x'.repeat(81) }))).toEqual({ headline: 'headlineTooLong' });
    expect(campaignStepIssues(2, form({ ...ok, adDescription: 'x'.repeat(200) }))).toEqual({});
    expect(campaignStepIssues(2, form({ ...ok, adDescription: 'x'.repeat(201) }))).toEqual({
      adDescription: 'adDescriptionTooLong',
    });
    for (const url of ['kuza.africa', 'javascript:alert(1)', 'https://']) {
      expect(campaignStepIssues(2, form({ ...ok, destinationUrl: url }))).toEqual({
        destinationUrl: 'destinationUrlInvalid',
      });
    }
    expect(campaignStepIssues(2, form({ ...ok, callToAction: '' }))).toEqual({ callToAction: 'callToActionRequired' });
    expect(campaignStepIssues(2, form({ ...ok, media: { name: 'ad.MP4', size: 10 * 1024 * 1024 } }))).toEqual({});
    expect(campaignStepIssues(2, form({ ...ok, media: { name: 'ad.png', size: 10 * 1024 * 1024 + 1 } }))).toEqual({
      media: 'mediaInvalid',
    });
    expect(campaignStepIssues(2, form({ ...ok, media: { name: 'ad.gif', size: 10 } }))).toEqual({
      media: 'mediaInvalid',
    });
  });

  it('step 4: daily budget required ≥ 10 in cents, total optional ≥ 10, start date required', () => {
    expect(campaignStepIssues(3, form())).toEqual({
      dailyBudget: 'dailyBudgetRequired',
      startDate: 'startDateRequired',
    });
    const ok = { dailyBudget: '10', startDate: '2025-07-01' };
    expect(campaignStepIssues(3, form(ok))).toEqual({});
    expect(campaignStepIssues(3, form({ ...ok, dailyBudget: '9.99' }))).toEqual({ dailyBudget: 'dailyBudgetMin' });
    expect(campaignStepIssues(3, form({ ...ok, dailyBudget: '10.005' }))).toEqual({ dailyBudget: 'budgetStep' });
    expect(campaignStepIssues(3, form({ ...ok, dailyBudget: '12.34' }))).toEqual({});
    expect(campaignStepIssues(3, form({ ...ok, totalBudget: '5' }))).toEqual({ totalBudget: 'totalBudgetMin' });
    expect(campaignStepIssues(3, form({ ...ok, totalBudget: '500' }))).toEqual({});
    expect(campaignStepIssues(3, form({ ...ok, endDate: '2025-06-30' }))).toEqual({ endDate: 'endDateBeforeStart' });
    expect(campaignStepIssues(3, form({ ...ok, endDate: '2025-07-31' }))).toEqual({});
  });

  it('words its messages for people', () => {
    expect(CAMPAIGN_MESSAGES.headlineTooLong).toBe('Headline must be at most 80 characters.');
    expect(CAMPAIGN_MESSAGES.dailyBudgetMin).toBe('Daily budget must be at least $10.');
  });
});

describe("the server's view of a submitted campaign", () => {
  it('reads dates as YYYY-MM-DD calendar days', () => {
    expect(isIsoDate('2030-07-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const text of ['2030-02-30', '2030-7-1', '01/07/2030', '', '2030-07-01T00:00'])
      expect(isIsoDate(text)).toBe(false);
    expect(campaignStepIssues(3, form({ dailyBudget: '10', startDate: '2030-13-01' }))).toEqual({
      startDate: 'dateInvalid',
    });
  });

  it('splits comma separated lists, dropping blanks and repeats', () => {
    expect(splitCommaList(' Lagos, Accra ,,Lagos, ')).toEqual(['Lagos', 'Accra']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('finds the first failing rule in wizard order', () => {
    expect(firstCampaignIssue(form())).toEqual({ field: 'name', message: 'nameRequired' });
    const done = {
      name: 'Launch',
      headline: 'Hi',
      destinationUrl: 'https://kuza.africa',
      dailyBudget: '10',
      startDate: '2030-07-01',
    };
    expect(firstCampaignIssue(form(done))).toBeNull();
    expect(firstCampaignIssue(form({ ...done, maxAge: '70', headline: '' }))).toEqual({
      field: 'maxAge',
      message: 'maxAgeRange',
    });
  });

  it('measures the budget bar against the total budget, else the daily one', () => {
    expect(campaignBudget(2500n, 50000n)).toBe(50000n);
    expect(campaignBudget(2500n, null)).toBe(2500n);
  });
});
