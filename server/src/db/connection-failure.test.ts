import { QueryFailedError } from 'typeorm';
import { isConnectionFailure } from './connection-failure';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

it.each([
  ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
  ['57P01 admin_shutdown', withCode('57P01', 'terminating connection due to administrator command')],
  ['57P02 crash_shutdown', withCode('57P02', 'terminating connection because of crash of another server process')],
  ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
  ['class 08, connection_failure', withCode('08006')],
  ['class 08, connection_does_not_exist', withCode('08003')],
  ['a connection that broke mid-query', new Error('Connection terminated unexpectedly')],
  ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
  ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
  ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
  ['both addresses of localhost refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ['a failure given as the cause', new Error('could not connect', { cause: withCode('ECONNREFUSED') })],
])('counts %s', (_name, error) => {
  expect(isConnectionFailure(error)).toBe(true);
});

it('sees through TypeORM: a statement cut off by the shutdown', () => {
  const failed = new QueryFailedError('INSERT INTO posts ...', [], withCode('57P01'));
  expect(isConnectionFailure(failed)).toBe(true);
});

it.each([
  ['a unique violation', new QueryFailedError('INSERT ...', [], withCode('23505', 'duplicate key value'))],
  ['a syntax error', withCode('42601', 'syntax error at or near "SELEC"')],
  ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['something not an error', { code: 'ECONNREFUSED' }],
])('does not count %s', (_name, error) => {
  expect(isConnectionFailure(error)).toBe(false);
});
