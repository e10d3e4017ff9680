import { majorToMinor, minorToMajor } from './amounts';
import { GatewayError } from './errors';

// Flutterwave takes and returns major units; Kuza keeps minor units. The conversion is exact for every currency the
// gateways settle, in both directions, and refuses what is not an exact amount rather than rounding it.
describe('minor ↔ major units', () => {
  it.each([
    ['NGN', 123456n, '1234.56'],
    ['KES', 50n, '0.50'],
    ['GHS', 1n, '0.01'],
    ['ZAR', 100000n, '1000.00'],
    ['USD', 1999n, '19.99'],
    ['USD', 0n, '0.00'],
    ['UGX', 50000n, '50000'],
    ['XOF', 7n, '7'],
  ])('%s %s minor units are %s', (currency, minor, major) => {
    expect(minorToMajor('test', minor, currency)).toBe(major);
    expect(majorToMinor('test', major, currency)).toBe(minor);
  });

  it('reads what a provider writes without its trailing zeros', () => {
    expect(majorToMinor('test', '1234.5', 'KES')).toBe(123450n);
    expect(majorToMinor('test', '100', 'NGN')).toBe(10000n);
    expect(majorToMinor('test', '26.870', 'NGN')).toBe(2687n);
  });

  it('keeps every unit of amounts no double can hold', () => {
    const huge = 123456789012345678901n;
    expect(minorToMajor('test', huge, 'NGN')).toBe('1234567890123456789.01');
    expect(majorToMinor('test', '1234567890123456789.01', 'NGN')).toBe(huge);
  });

  it.each([
    ['a fraction of a minor unit', '26.875', 'NGN'],
    ['a fraction of a zero-decimal currency', '100.5', 'UGX'],
    ['exponent notation', '1e+21', 'USD'],
    ['a sign', '-5.00', 'USD'],
    ['no digits', '', 'USD'],
  ])('refuses %s', (_what, major, currency) => {
    expect(() => majorToMinor('test', major, currency)).toThrow(GatewayError);
  });

  it('refuses an unknown currency and a negative amount by name', () => {
    expect(() => minorToMajor('test', 100n, 'XYZ')).toThrow('test: currency XYZ is not supported');
    expect(() => minorToMajor('test', -1n, 'USD')).toThrow('test: amounts must not be negative');
  });
});
