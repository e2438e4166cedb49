// Which items lie outside the part of the map a visitor can see: the view minus the overlays'
// padding (fit-padding.ts). Used when a layer is switched on (README: "Views").
import type { InfrastructureItem } from '@forest-city/api-contract';
import type { MapView } from '@forest-city/contracts';
import type { Padding } from './fit-padding';
import { frameOf, project } from './preview-view';
import { itemPosition } from '../../lib/view';

/** The items of `items` whose position is outside the padded view (items without a position are not counted). */
export function itemsOutside(items: readonly InfrastructureItem[], view: MapView, width: number, height: number, padding: Padding): InfrastructureItem[] {
  const frame = frameOf(view, width, height);
  return items.filter((item) => {
    const pos = itemPosition(item);
    if (!pos) return false;
    const [x, y] = project(pos, frame);
    // Half the spec's margin of slack: a marker fitted right at the padding's edge is inside.
    const slack = 10;
    return x < padding.left - slack || x > width - padding.right + slack || y < padding.top - slack || y > height - padding.bottom + slack;
  });
}
