import { classifyIp } from './ip-address';

it.each([
  '127.0.0.1',
  '::1',
  '::ffff:127.0.0.1',
  '10.0.0.8',
  '172.16.4.1',
  '192.168.1.20',
  '100.64.0.1',
  '169.254.1.1',
  'fd12::1',
  'fe80::1',
  '0.0.0.0',
  '::',
])('treats %s as a private or local address', (ip) => expect(classifyIp(ip)).toEqual({ kind: 'private' }));

it.each(['', 'unknown', 'not-an-ip', '999.1.1.1', undefined, null])('treats %p as unknown', (ip) =>
  expect(classifyIp(ip)).toEqual({ kind: 'unknown' }),
);

it('unwraps IPv4 addresses mapped into IPv6, as Express reports them', () => {
  expect(classifyIp('::ffff:196.188.0.1')).toEqual({ kind: 'public', address: '196.188.0.1', family: 'ipv4' });
  expect(classifyIp('2c0f:fe38::1')).toEqual({ kind: 'public', address: '2c0f:fe38::1', family: 'ipv6' });
});
