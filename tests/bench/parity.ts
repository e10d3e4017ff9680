import { isDeepStrictEqual } from 'node:util';
import { post } from './cases';
import type { LoadCase } from './load';

type Json = { data?: Record<string, unknown>; errors?: unknown[] };

const nodeIds = (r: Json) => JSON.stringify(r.data).match(/"node":\{"id":"[^"]+"/g) ?? [];

/**
 * Whether the floor answers each read exactly as Kuza does. Feed first pages are computed at each server's own
 * moment (the scores' "now"), so only their order of posts is compared; pinned pages must match byte for byte.
 */
export async function checkParity(cases: LoadCase[], kuzaUrl: string, floorUrl: string): Promise<Map<string, string>> {
  const verdicts = new Map<string, string>();
  for (const c of cases) {
    if (c.kind !== 'read' || typeof c.body === 'function' || c.kuzaOnly) continue;
    const [kuza, floor] = (await Promise.all([post(kuzaUrl, c.body, c.token), post(floorUrl, c.body, c.token)])) as [
      Json,
      Json,
    ];
    let verdict: string;
    if (kuza.errors || floor.errors)
      verdict = `errors: kuza ${JSON.stringify(kuza.errors)} floor ${JSON.stringify(floor.errors)}`;
    else if (isDeepStrictEqual(kuza, floor)) verdict = 'identical';
    else if (c.name.includes('first') && c.name.startsWith('feed') && isDeepStrictEqual(nodeIds(kuza), nodeIds(floor)))
      verdict = 'same posts, same order';
    else verdict = `DIFFERENT: kuza ${JSON.stringify(kuza).slice(0, 400)} floor ${JSON.stringify(floor).slice(0, 400)}`;
    verdicts.set(c.name, verdict);
  }
  return verdicts;
}
