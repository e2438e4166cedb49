// Where a place label goes, as MapLibre places its symbols: a long name wraps at a width of its
// own (MapLibre's `text-max-width`, 10 ems), and a label sits centred on its place, or beside it
// (text ending or starting at the place: MapLibre's variable anchors), whichever keeps it whole
// inside the map and clear of the overlays on it (the item list, the base-layer panel and zoom
// buttons, the year panel and legend); with none of these it is not drawn. The WebGL map's HTML
// labels and the preview's canvas share it, so both show the same names in the same places.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The widest a label's line may be, in ems of its font (MapLibre's default `text-max-width`). */
export const LABEL_MAX_WIDTH_EMS = 10;
/** The least distance between a label and the map's edge or an overlay, in CSS pixels. */
export const LABEL_MARGIN = 4;

/** `text` broken at spaces into lines no wider than `maxWidth` (a single longer word keeps its own line). */
export function wrapLabel(text: string, measure: (line: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    const joined = last >= 0 ? `${lines[last]} ${word}` : word;
    if (last >= 0 && measure(joined) <= maxWidth) lines[last] = joined;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [text];
}

const overlaps = (a: Box, b: Box, margin: number) => a.x < b.x + b.width + margin && b.x < a.x + a.width + margin && a.y < b.y + b.height + margin && b.y < a.y + a.height + margin;

/**
 * The box of a `width` x `height` label for the place at (`x`, `y`) in a `mapWidth` x `mapHeight`
 * map: centred on the place, else ending at it, else starting at it; the first that is whole inside
 * the map and clear of every obstacle. Null when none is.
 */
export function placeLabel(x: number, y: number, width: number, height: number, mapWidth: number, mapHeight: number, obstacles: readonly Box[]): Box | null {
  const top = y - height / 2;
  for (const left of [x - width / 2, x - width, x]) {
    const box = { x: left, y: top, width, height };
    const inside = left >= LABEL_MARGIN && top >= LABEL_MARGIN && left + width <= mapWidth - LABEL_MARGIN && top + height <= mapHeight - LABEL_MARGIN;
    if (inside && !obstacles.some((o) => overlaps(box, o, LABEL_MARGIN))) return box;
  }
  return null;
}
