import bcrypt from 'bcrypt';

// Cost 12: about a quarter of a second per hash on this hardware, well above the minimum of 10.
const COST = process.env.NODE_ENV === 'test' ? 10 : 12;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= bcrypt.hash('not-a-real-password', COST);
  return dummyHash;
}
