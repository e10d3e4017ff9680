// The feed's scoring formula (docs/feed-ranking.md explains it in plain words). Pure and deterministic: the same
// inputs always give the same scores and order. Scores are kept in whole millionths so that the contributions of
// the factors add up to the score exactly.

export type FactorName = 'recency' | 'engagement' | 'affinity' | 'discovery';
export const FACTOR_NAMES: readonly FactorName[] = ['recency', 'engagement', 'affinity', 'discovery'];

/** How the post's author relates to the viewer. */
export type Relation = 'self' | 'following' | 'other' | 'unknown';

/** What the formula reads of a post besides its time. */
export interface PostSignals {
  likes: number;
  comments: number;
  shares: number;
  likesLastHour: number;
  relation: Relation;
  /** The viewer's likes and comments on this author's posts. */
  interactions: number;
}

export interface RankInput extends PostSignals {
  id: string;
  /** created_at in microseconds since 1970. */
  createdUs: string;
}

export interface Factor {
  name: FactorName;
  value: number;
  weight: number;
  contribution: number;
}

export interface Ranked {
  id: string;
  createdUs: string;
  /** The score in millionths (an integer): the sum of the factors' contributions in millionths. */
  scoreMicros: number;
  factors: Factor[];
}

const MICRO = 1_000_000;
const BASIS = 10_000;
const HOUR_US = 3_600_000_000;

// Weights in ten-thousandths at energy 0, 50 and 100; in between they move in a straight line. Each row sums to 1.
const ANCHORS: ReadonlyArray<{ energy: number; weights: Record<FactorName, number> }> = [
  { energy: 0, weights: { recency: 10_000, engagement: 0, affinity: 0, discovery: 0 } },
  { energy: 50, weights: { recency: 4_000, engagement: 2_500, affinity: 2_500, discovery: 1_000 } },
  { energy: 100, weights: { recency: 1_000, engagement: 2_500, affinity: 500, discovery: 6_000 } },
];

/** Recency halves after a day: 1 / (1 + age in hours / 24). */
export const RECENCY_HALF_LIFE_HOURS = 24;
/** Engagement points at which engagement reaches 1. */
export const ENGAGEMENT_SATURATION = 1000;
/** Past interactions at which affinity stops growing. */
export const INTERACTIONS_FOR_FULL_AFFINITY = 5;

/** The factor weights (in ten-thousandths, integers summing to 10 000) for an Energy Dial position 0..100. */
export function weightsFor(energy: number): Record<FactorName, number> {
  const e = Math.min(100, Math.max(0, Math.round(energy)));
  const [low, high] = e <= 50 ? [ANCHORS[0], ANCHORS[1]] : [ANCHORS[1], ANCHORS[2]];
  const span = high.energy - low.energy;
  const weights = {} as Record<FactorName, number>;
  for (const name of FACTOR_NAMES) {
    weights[name] = low.weights[name] + ((high.weights[name] - low.weights[name]) * (e - low.energy)) / span;
  }
  return weights;
}

/** What scoring reads of a post: its age (µs before the scores' moment) instead of its time. */
export interface ScoreInput extends PostSignals {
  ageUs: number;
}

/** Each factor's value from 0 to 1, in millionths. */
export function factorValues(input: RankInput, nowUs: bigint): Record<FactorName, number> {
  return valuesInto(
    { ...input, ageUs: Number(nowUs - BigInt(input.createdUs)) },
    { recency: 0, engagement: 0, affinity: 0, discovery: 0 },
  );
}

function valuesInto(input: ScoreInput, out: Record<FactorName, number>): Record<FactorName, number> {
  const ageHours = Math.max(0, input.ageUs / HOUR_US);
  const recency = 1 / (1 + ageHours / RECENCY_HALF_LIFE_HOURS);
  const points = input.likes + 2 * input.comments + 3 * input.shares + 2 * input.likesLastHour;
  const engagement = Math.min(1, Math.log1p(points) / Math.log1p(ENGAGEMENT_SATURATION));
  const familiarity = Math.min(1, input.interactions / INTERACTIONS_FOR_FULL_AFFINITY);
  const affinity =
    input.relation === 'self'
      ? 1
      : input.relation === 'following'
        ? 0.6 + 0.4 * familiarity
        : input.relation === 'other'
          ? 0.4 * familiarity
          : 0;
  const discovery = input.relation === 'other' ? 1 / (1 + input.interactions) : 0;
  out.recency = micros(recency);
  out.engagement = micros(engagement);
  out.affinity = micros(affinity);
  out.discovery = micros(discovery);
  return out;
}

const micros = (v: number) => Math.round(v * MICRO);

/** Scores one post: contribution = weight × value (in millionths, rounded), score = the sum of the contributions. */
export function rank(input: RankInput, weights: Record<FactorName, number>, nowUs: bigint): Ranked {
  const values = factorValues(input, nowUs);
  let scoreMicros = 0;
  const factors = FACTOR_NAMES.map((name) => {
    const contributionMicros = Math.round((weights[name] * values[name]) / BASIS);
    scoreMicros += contributionMicros;
    return {
      name,
      value: values[name] / MICRO,
      weight: weights[name] / BASIS,
      contribution: contributionMicros / MICRO,
    };
  });
  return { id: input.id, createdUs: input.createdUs, scoreMicros, factors };
}

/**
 * The score alone, computed exactly as rank() computes it (same values, same rounding, same order of addition)
 * without building the factors: for ranking a whole window, of which only a page is explained.
 */
export function scoreMicrosOf(input: RankInput, weights: Record<FactorName, number>, nowUs: bigint): number {
  return scoreMicrosAt({ ...input, ageUs: Number(nowUs - BigInt(input.createdUs)) }, weights);
}

const scratch: Record<FactorName, number> = { recency: 0, engagement: 0, affinity: 0, discovery: 0 };

/** scoreMicrosOf for a post whose age is known: allocates nothing, for the 500 posts of a window. */
export function scoreMicrosAt(input: ScoreInput, weights: Record<FactorName, number>): number {
  const values = valuesInto(input, scratch);
  let scoreMicros = 0;
  for (const name of FACTOR_NAMES) scoreMicros += Math.round((weights[name] * values[name]) / BASIS);
  return scoreMicros;
}

/**
 * compareRanked for items that also carry created_at as a number (`us`, exact for any moment before the year 2255):
 * the same order without parsing BigInts in every comparison of a sort.
 */
export function compareRankedByNumber(
  a: Pick<Ranked, 'scoreMicros' | 'id'> & { us: number },
  b: Pick<Ranked, 'scoreMicros' | 'id'> & { us: number },
): number {
  return compareScoreAndTime(a.scoreMicros, a.us, b.scoreMicros, b.us) || compareIds(a.id, b.id);
}

/** compareRankedByNumber before the ids: highest score first, then newest. */
export const compareScoreAndTime = (aScore: number, aUs: number, bScore: number, bUs: number) =>
  aScore !== bScore ? bScore - aScore : bUs - aUs;

/** The last tie-break: by id, descending. */
export const compareIds = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Highest score first; ties newest first, then by id: a total order, so the same inputs give the same order. */
export function compareRanked(
  a: Pick<Ranked, 'scoreMicros' | 'createdUs' | 'id'>,
  b: Pick<Ranked, 'scoreMicros' | 'createdUs' | 'id'>,
): number {
  if (a.scoreMicros !== b.scoreMicros) return b.scoreMicros - a.scoreMicros;
  return compareMicros(b.createdUs, a.createdUs) || compareIds(a.id, b.id);
}

function compareMicros(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
