import { lazy, type ComponentType } from 'react';
import { screenTextsReady } from '@/i18n/screenTexts';

/** Script or style chunks that do not arrive within this time count as failed (spec: 120 seconds). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a chunk, failing with a ChunkLoadError when it errors or takes longer than the time-out. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`The page did not load within ${timeoutMs / 1000} seconds`)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: Error) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error.message);
    })
    .finally(() => clearTimeout(timer));
}

/** React.lazy over a chunk loader, picking one component out of the loaded module; the screen's texts come with it. */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType | undefined): ComponentType {
  return lazy(async () => {
    const module = await loadWithTimeout(async () => {
      const loaded = await load();
      await screenTextsReady();
      return loaded;
    });
    const component = pick(module);
    if (!component) throw new ChunkLoadError('The page is missing from the loaded chunk');
    return { default: component };
  });
}
