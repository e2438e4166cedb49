// Whether the public raster imagery of the base layer chosen is drawing: its tiles come from
// public servers that may be slow, blocked or down. The map's own basemap stays under them; when
// none of the imagery's tiles arrives and some fail, the map says the imagery is unavailable.

export type ImageryState = 'loading' | 'shown' | 'unavailable';

export interface ImageryTally {
  /** The base layer and tile templates the counts are for (a change starts a new count). */
  key: string;
  loaded: number;
  failed: number;
}

export const imageryKey = (base: string, templates: readonly string[]) => [base, ...templates].join(' ');

export const freshTally = (key: string): ImageryTally => ({ key, loaded: 0, failed: 0 });

/**
 * The tally after one tile of `key` arrived (`ok`) or failed. A tile of another base layer, any tile
 * once one has arrived and a failure after a failure change nothing: the same tally comes back, so the map does not render
 * again for each of the tiles that follow.
 */
export function countTile(tally: ImageryTally, key: string, ok: boolean): ImageryTally {
  if (key !== tally.key || tally.loaded > 0 || (!ok && tally.failed > 0)) return tally;
  return ok ? { ...tally, loaded: 1 } : { ...tally, failed: 1 };
}

/** Shown once any tile has arrived; unavailable while tiles fail and none has arrived. */
export function imageryState({ loaded, failed }: ImageryTally): ImageryState {
  if (loaded > 0) return 'shown';
  return failed > 0 ? 'unavailable' : 'loading';
}
