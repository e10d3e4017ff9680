import bcrypt from 'bcrypt';

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the e-mail is unknown, so both failures take the same time.
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hash('not-a-real-password', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
