import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { axisDayFormat, axisNumberFormat } from './chart-labels';

const FSI = '\u2068';
const PDI = '\u2069';
const compact = (language: string, value: number) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

describe('chart axis labels', () => {
  it('isolates Arabic numbers so they read right to left, the number where an Arabic reader starts', () => {
    const arabic = axisNumberFormat('ar');
    expect(arabic(8000)).toBe(`${FSI}${compact('ar', 8000)}${PDI}`);
    // First-strong isolation: the first letter is Arabic, so the label is laid out right to left inside the chart.
    expect(arabic(1500)).toMatch(new RegExp(`^${FSI}1\\.5\\s\\p{Script=Arabic}+${PDI}$`, 'u'));
  });

  it('isolates Arabic days the same way', () => {
    expect(axisDayFormat('ar')('2025-11-25')).toMatch(new RegExp(`^${FSI}25\\s\\p{Script=Arabic}+${PDI}$`, 'u'));
  });

  it('leaves labels in left-to-right scripts, and bare numbers, reading as before', () => {
    expect(axisNumberFormat('en')(8000)).toBe(`${FSI}8K${PDI}`);
    expect(axisNumberFormat('en')(12)).toBe(`${FSI}12${PDI}`);
    expect(axisDayFormat('en')('2025-11-25')).toBe(`${FSI}Nov 25${PDI}`);
  });

  it.each(SUPPORTED_LANGUAGES.map((language) => language.code))(
    '%s: the compact number of the language, isolated',
    (code) => {
      for (const value of [0, 7, 1500, 8000, 2_500_000])
        expect(axisNumberFormat(code)(value)).toBe(`${FSI}${compact(code, value)}${PDI}`);
    },
  );
});
