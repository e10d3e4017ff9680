import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces a generated section of docs/benchmarks.md (between `<!-- bench:<section>:start -->` and its end marker;
 * BENCH_SECTION picks it, default `results`); the rest of the file is written by hand.
 */
export function writeBenchmarksDoc(
  file: string,
  markdown: string,
  section = process.env.BENCH_SECTION ?? 'results',
): void {
  const START = `<!-- bench:${section}:start -->`;
  const END = `<!-- bench:${section}:end -->`;
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n## Latest run\n\n${START}\n${END}\n`;
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (at < 0 || end < at) throw new Error(`${file} has no ${START} … ${END} section`);
  writeFileSync(file, `${doc.slice(0, at + START.length)}\n${markdown}\n${doc.slice(end)}`);
}
