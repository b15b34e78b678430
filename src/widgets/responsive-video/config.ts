import { env } from '@/lib/env';
import type { VideoConfig } from './resolve';

/** The site's video configuration: the same for every reader, so pages stay cacheable. */
export function videoConfig(): VideoConfig {
  return { jwLibraryUrl: env().JW_PLAYER_LIBRARY_URL };
}
