import type { FanOutResult } from './subscriptions';
import type { LoadResult } from './load';
import type { RouteSize } from './bundle';
import type { SeedReport } from './database';
import type { UploadResult } from './upload';

export interface CaseResult {
  name: string;
  kind: 'read' | 'write';
  connections: number;
  kuza: LoadResult;
  floor: LoadResult | null;
}

/** Tips confirmed per second (tests/bench/money.ts): Kuza's webhook-event job handler and the plain-SQL floor. */
export interface TipsResult {
  connections: number;
  tips: number;
  kuzaPerS: number;
  floorPerS: number;
  /** CPU ms per tip: the bench process (where each side's code runs) and the side's database backends. */
  kuzaCpuMs?: { node: number; db: number };
  floorCpuMs?: { node: number; db: number };
}

export interface BenchResults {
  date: string;
  machine: string;
  scale: number;
  durationS: number;
  seed: SeedReport;
  parity: Array<[string, string]>;
  cases: CaseResult[];
  countsExact: string | null;
  growth: Array<{
    name: string;
    connections: number;
    small: LoadResult;
    large: LoadResult;
    smallPosts: number;
    largePosts: number;
  }>;
  /** Absent in results from before the money section. */
  tips?: TipsResult[];
  fanOut: FanOutResult[];
  upload: UploadResult | null;
  bundle: RouteSize[];
  notes: string[];
}
