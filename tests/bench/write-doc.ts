import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the generated section of docs/benchmarks.md (between the markers); the rest is written by hand. */
export function writeBenchmarksDoc(file: string, markdown: string): void {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n## Latest run\n\n${START}\n${END}\n`;
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (at < 0 || end < at) throw new Error(`${file} has no ${START} … ${END} section`);
  writeFileSync(file, `${doc.slice(0, at + START.length)}\n${markdown}\n${doc.slice(end)}`);
}
