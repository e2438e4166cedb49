// The padding of a fit (to the items, to a switched-on layer, on load and on resize): the spec's
// 20 px (FIT_PADDING) beyond every overlay that sits on the map, so no fitted marker lands under
// the item list button, the base-layer and zoom controls, the legend and readout or the
// attribution, at any size of the map. The overlays mark themselves with `data-fit-inset`, naming
// the corner they sit in; each is avoided along the axis that costs the map less (the legend, a
// wide strip at the bottom, pushes the fit up; the controls, a tall column at the right, push it
// left on a narrow map only when that is cheaper). Measured, not assumed, so a translated label or
// a phone's compact menu is accounted for as drawn.
import type { Box } from '../../lib/basemap';
import { FIT_PADDING } from './projection';

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface Overlay {
  corner: Corner;
  /** The overlay's box relative to the map's top-left corner, in CSS pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The attribute an overlay carries, with its corner as value. */
export const FIT_INSET_ATTRIBUTE = 'data-fit-inset';

export const uniformPadding = (value: number): Padding => ({ top: value, right: value, bottom: value, left: value });

/** The most of a side the padding may take: the items keep at least the rest. */
export const MAX_PADDING_SHARE = 0.6;

/**
 * The padding that keeps `overlays` clear in a `width` x `height` map. Each overlay is avoided
 * along one axis: of every way to choose them, the one that leaves the items the largest area
 * while no side loses more than MAX_PADDING_SHARE (a tall year panel and legend on a short map are
 * then avoided sideways when that fits, instead of being cut down and covering items). When no
 * choice fits, the cheaper axis of each, scaled down to fit.
 */
export function paddingFor(overlays: readonly Overlay[], width: number, height: number): Padding {
  const reach = overlays.map((o) => {
    const top = o.corner.startsWith('top');
    const left = o.corner.endsWith('left');
    // How far the overlay reaches in from its edges, plus the spec's margin.
    return { top, left, vertical: (top ? o.y + o.height : height - o.y) + FIT_PADDING, horizontal: (left ? o.x + o.width : width - o.x) + FIT_PADDING };
  });
  const paddingOf = (sideways: (i: number) => boolean) => {
    const padding = uniformPadding(FIT_PADDING);
    reach.forEach((r, i) => {
      if (!sideways(i)) {
        if (r.top) padding.top = Math.max(padding.top, r.vertical);
        else padding.bottom = Math.max(padding.bottom, r.vertical);
      } else if (r.left) padding.left = Math.max(padding.left, r.horizontal);
      else padding.right = Math.max(padding.right, r.horizontal);
    });
    return padding;
  };
  let best: Padding | null = null;
  let bestArea = -1;
  // At most a handful of overlays: every choice is tried.
  for (let choice = 0; choice < 1 << Math.min(reach.length, 8); choice++) {
    const padding = paddingOf((i) => (choice & (1 << i)) !== 0);
    if (padding.top + padding.bottom > height * MAX_PADDING_SHARE || padding.left + padding.right > width * MAX_PADDING_SHARE) continue;
    const area = (width - padding.left - padding.right) * (height - padding.top - padding.bottom);
    if (area > bestArea) [best, bestArea] = [padding, area];
  }
  if (best) return best;
  const cheaper = paddingOf((i) => reach[i]!.vertical / Math.max(height, 1) > reach[i]!.horizontal / Math.max(width, 1));
  return clamp(cheaper, width, height);
}

/** maplibre refuses a padding larger than the map; keep at least 1 - MAX_PADDING_SHARE of each side for the items. */
function clamp(padding: Padding, width: number, height: number): Padding {
  const scale = (a: number, b: number, size: number) => {
    const max = size * MAX_PADDING_SHARE;
    return a + b > max && a + b > 0 ? max / (a + b) : 1;
  };
  const v = scale(padding.top, padding.bottom, height);
  const h = scale(padding.left, padding.right, width);
  return { top: padding.top * v, bottom: padding.bottom * v, left: padding.left * h, right: padding.right * h };
}

/** The overlays marked inside `root`, measured as drawn. */
export function measureOverlays(root: HTMLElement): { overlays: Overlay[]; width: number; height: number } {
  const box = root.getBoundingClientRect();
  const overlays: Overlay[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(`[${FIT_INSET_ATTRIBUTE}]`)) {
    const corner = el.getAttribute(FIT_INSET_ATTRIBUTE) as Corner;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    overlays.push({ corner, x: r.left - box.left, y: r.top - box.top, width: r.width, height: r.height });
  }
  return { overlays, width: box.width, height: box.height };
}

/**
 * What place labels keep clear of (lib/basemap/label-placement.ts): each box drawn over the map, marked
 * with `data-map-overlay`, or a child of a group marked `data-map-overlay-group` (a column of panels,
 * whose gaps show the map). Boxes in viewport pixels; each drawing converts them to its own.
 */
export const OVERLAY_ATTRIBUTE = 'data-map-overlay';
export const OVERLAY_GROUP_ATTRIBUTE = 'data-map-overlay-group';
export function measureLabelObstacles(root: HTMLElement | null): Box[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(`[${OVERLAY_ATTRIBUTE}], [${OVERLAY_GROUP_ATTRIBUTE}] > *`)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ x: r.left, y: r.top, width: r.width, height: r.height }));
}

/** The fit padding for the map whose root is `root` (the spec's 20 px on every side without one). */
export function fitPaddingOf(root: HTMLElement | null): Padding {
  if (!root) return uniformPadding(FIT_PADDING);
  const { overlays, width, height } = measureOverlays(root);
  // Not laid out (hidden, or a test's DOM without layout): nothing to measure against.
  if (width === 0 || height === 0) return uniformPadding(FIT_PADDING);
  return paddingFor(overlays, width, height);
}
