import type { StorageConfig } from '../../config.ts';
import { createLocalObjectStorage } from './local-object-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3ObjectStorage } from './s3-object-storage.ts';

/** The store the configuration names: STORAGE_DRIVER=local (DATA_DIR/storage) or s3. */
export function createObjectStorage(config: StorageConfig): ObjectStorage {
  if (config.driver === 'local') return createLocalObjectStorage(config.dir);
  return createS3ObjectStorage({
    endpoint: config.endpoint,
    region: config.region,
    bucketPrefix: config.bucketPrefix,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  });
}
