import path from 'node:path';
import type { Config } from '../config';
import { DiskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';

export type { MediaBucket, MediaStorage } from './media-storage';

/** The configured storage (STORAGE=disk: DATA_DIR/uploads). Stateless, so each caller may make its own. */
export function createMediaStorage(config: Config): MediaStorage {
  return new DiskStorage(path.join(config.dataDir, 'uploads'), path.join(config.dataDir, 'tmp', 'uploads'));
}
