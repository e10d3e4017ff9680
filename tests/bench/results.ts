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
  fanOut: FanOutResult[];
  upload: UploadResult | null;
  bundle: RouteSize[];
  notes: string[];
}
