import { activityByPeriod, wholePercents } from './audience-activity-model';

describe('wholePercents', () => {
  it('adds up to exactly 100 by giving the leftovers to the largest remainders', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([2, 1])).toEqual([67, 33]);
  });

  it('is all zeros without any count', () => {
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });
});

describe('activityByPeriod', () => {
  const at = (utcHour: number, n = 1) => Array.from({ length: 24 }, (_, h) => (h === utcHour ? n : 0));

  it("places an event at 05:00 UTC in Nairobi's morning and Lagos' night", () => {
    const nairobi = activityByPeriod(at(5), 180);
    expect(nairobi.find((p) => p.id === 'morning')).toMatchObject({ count: 1, percent: 100 });
    const lagos = activityByPeriod(at(4), 60);
    expect(lagos.find((p) => p.id === 'night')).toMatchObject({ count: 1, percent: 100 });
  });

  it('wraps late UTC hours into the next local day', () => {
    const periods = activityByPeriod(at(23, 3), 120);
    expect(periods.find((p) => p.id === 'night')).toMatchObject({ count: 3, percent: 100 });
  });
});
