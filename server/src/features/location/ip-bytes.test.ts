import { ipBytes } from './ip-bytes';

const hex = (address: string) => Buffer.from(ipBytes(address)).toString('hex');

it('gives an IPv4 address its 4 bytes', () => {
  expect(hex('8.8.4.4')).toBe('08080404');
  expect(hex('255.0.10.1')).toBe('ff000a01');
});

it('gives an IPv6 address its 16 bytes, with :: filled, an IPv4 tail and a zone understood', () => {
  expect(hex('2001:4860:4860::8888')).toBe('20014860486000000000000000008888');
  expect(hex('::')).toBe('00000000000000000000000000000000');
  expect(hex('::1')).toBe('00000000000000000000000000000001');
  expect(hex('fe80::')).toBe('fe800000000000000000000000000000');
  expect(hex('1:2:3:4:5:6:7:8')).toBe('00010002000300040005000600070008');
  expect(hex('::ffff:1.2.3.4')).toBe('00000000000000000000ffff01020304');
  expect(hex('64:ff9b::192.0.2.33')).toBe('0064ff9b0000000000000000c0000221');
  expect(hex('2a00:1450::200e%eth0')).toBe('2a00145000000000000000000000200e');
});
