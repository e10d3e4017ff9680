import { engagementPercentText, engagementRate, engagementRateText } from './creator-stats-model';

const totals = (impressions: number, likes: number, comments = 0, shares = 0) => ({
  impressions,
  likes,
  comments,
  shares,
});

describe('engagement rate', () => {
  it('is likes, comments and shares per hundred views, to two decimals', () => {
    expect(engagementRate(totals(150, 12, 3, 1))).toBe(10.67);
    expect(engagementRateText(totals(200, 16, 3, 1), 'en')).toBe('10.00');
  });

  it("is written in the reader's number format", () => {
    expect(engagementRateText(totals(150, 12, 3, 1), 'fr')).toBe('10,67');
    expect(engagementPercentText(totals(150, 12, 3, 1), 'en')).toBe('10.67%');
    expect(engagementPercentText(totals(150, 12, 3, 1), 'fr')).toMatch(/^10,67\s%$/); // a no-break space before %
  });

  it('is 0 without views', () => {
    expect(engagementRate(totals(0, 5, 1, 1))).toBe(0);
  });

  it('never passes 100%, however much engagement outnumbers the views counted', () => {
    // The review's post: 1 view, 1 like, 1 comment, 1 share was "300.00%"; 13 interactions on 16 views stay below.
    expect(engagementRate(totals(1, 1, 1, 1))).toBe(100);
    expect(engagementRateText(totals(1, 1, 1, 1), 'en')).toBe('100.00');
    expect(engagementRate(totals(16, 7, 4, 2))).toBe(81.25);
    expect(engagementRate(totals(3, 3))).toBe(100);
  });
});
