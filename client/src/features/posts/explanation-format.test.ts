import { roundTermsToTotal } from './explanation-format';

describe('roundTermsToTotal', () => {
  it('rounds the terms so they add up to the rounded total', () => {
    const terms = [0.1234, 0.2234, 0.3234, 0.0004];
    const total = terms.reduce((sum, term) => sum + term, 0);
    const rounded = roundTermsToTotal(terms, total, 3);
    expect(Math.round(rounded.reduce((sum, term) => sum + term, 0) * 1000)).toBe(Math.round(total * 1000));
    rounded.forEach((term, i) => expect(Math.abs(term - terms[i])).toBeLessThan(0.001));
  });

  it('leaves exact terms alone', () => {
    expect(roundTermsToTotal([0.25, 0.5, 0.125], 0.875, 3)).toEqual([0.25, 0.5, 0.125]);
  });

  it('handles an empty list', () => {
    expect(roundTermsToTotal([], 0, 3)).toEqual([]);
  });
});
