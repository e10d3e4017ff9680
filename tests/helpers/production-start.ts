import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The Node flags `npm start` runs Kuza with (root package.json), so that the benchmark measures Kuza as it runs in
 * production and a test can hold the image's CMD to the same flags.
 */
export function productionNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = /\bnode((?:\s+--\S+)*)\s+server\/dist\/main\.js\b/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script does not run server/dist/main.js: ${scripts.start}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

/** The Node flags of the Docker image's CMD (exec form: ["node", ...flags, "server/dist/main.js"]). */
export function imageNodeFlags(): string[] {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile);
  if (!cmd) throw new Error('The Dockerfile has no exec-form CMD');
  const [node, ...rest] = JSON.parse(cmd[1]) as string[];
  if (node !== 'node' || rest.at(-1) !== 'server/dist/main.js')
    throw new Error(`The image does not run node server/dist/main.js: ${cmd[1]}`);
  return rest.slice(0, -1);
}
