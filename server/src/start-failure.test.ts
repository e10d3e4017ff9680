import { describeStartFailure } from './start-failure';

it('says what failed for every kind of thrown value, never `undefined`', () => {
  expect(describeStartFailure(new Error('port 4000 is in use'))).toBe('port 4000 is in use');
  expect(describeStartFailure(undefined)).toBe('an unknown error (undefined was thrown)');
  expect(describeStartFailure(null)).toBe('an unknown error (null was thrown)');
  expect(describeStartFailure('boom')).toBe('boom');
  expect(describeStartFailure('')).toBe('an empty string was thrown');
  expect(describeStartFailure({ reason: 'x' })).toBe('a non-Error value was thrown: {"reason":"x"}');
  expect(describeStartFailure(42)).toBe('a non-Error value was thrown: 42');
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  expect(describeStartFailure(circular)).toBe('a non-Error value was thrown: [object Object]');
  expect(describeStartFailure(Symbol('s'))).toBe('a non-Error value was thrown: Symbol(s)');
});

it('names an Error without a message by its name, code and where it was thrown', () => {
  const error = Object.assign(new TypeError(), { code: 'ERR_X' });
  const line = describeStartFailure(error);
  expect(line).toMatch(/^TypeError ERR_X without a message, at /);
  expect(line).toContain('start-failure.test.ts');
});

it('lists each part of an AggregateError, and an error cause', () => {
  const refused = (address: string) =>
    Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED' });
  expect(describeStartFailure(new AggregateError([refused('::1'), refused('127.0.0.1')]))).toBe(
    'AggregateError: connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
  );
  expect(describeStartFailure(new AggregateError([], 'all failed'))).toBe('all failed (no errors listed)');
  expect(describeStartFailure(new Error('migrations failed', { cause: undefined }))).toBe('migrations failed');
  expect(describeStartFailure(new Error('migrations failed', { cause: 'lock timeout' }))).toBe(
    'migrations failed (cause: lock timeout)',
  );
});
