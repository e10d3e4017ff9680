export default async function globalTeardown(): Promise<void> {
  await globalThis.__KUZA_TEST_PG__?.stop();
}
