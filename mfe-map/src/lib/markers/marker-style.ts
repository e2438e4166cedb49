// How a marker looks, by item type (spec: Business constants): the one place the colours and radii live,
// used by the WebGL map's marker layer, the preview, the legend and the keyboard list alike.
import type { ItemType } from '@forest-city/api-contract';

/** The four item types in legend order (a runtime copy: the API contract is imported as types only). */
export const ITEM_TYPES: readonly ItemType[] = ['water', 'drainage', 'transportation', 'infrastructure'];

export type Rgb = readonly [number, number, number];

/** Marker fill colours: water blue, drainage green, transportation orange, infrastructure brown. */
export const MARKER_COLOURS: Readonly<Record<ItemType, Rgb>> = {
  water: [25, 113, 194],
  drainage: [47, 158, 68],
  transportation: [247, 103, 7],
  infrastructure: [139, 90, 43],
};

/** White outline so markers stay visible on satellite imagery. */
export const MARKER_OUTLINE: Rgb = [255, 255, 255];

/** Marker radius in CSS pixels: 10 for water, 8 otherwise. */
export function markerRadius(type: ItemType | string): number {
  return type === 'water' ? 10 : 8;
}

export function markerColour(type: ItemType | string): Rgb {
  return MARKER_COLOURS[type as ItemType] ?? [134, 142, 150];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function isItemType(value: string): value is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(value);
}

/**
 * What an item was in the year the map shows (the time control): drawn normally when it existed,
 * with a dark ring while under construction, as a faint disc with a ring of its colour when only
 * planned. Without a year every item is drawn as it is now ('existing').
 */
export type MarkerPhase = 'existing' | 'construction' | 'planned';

export type Rgba = readonly [number, number, number, number];

export interface MarkerPaint {
  fill: Rgba;
  line: Rgba;
  /** Outline width in CSS pixels. */
  lineWidth: number;
}

/** Dark ring of an item under construction: 4.5:1 and more against the white and light tiles around it. */
export const CONSTRUCTION_RING: Rgb = [33, 37, 41];

export function markerPaint(type: ItemType | string, phase: MarkerPhase = 'existing'): MarkerPaint {
  const colour = markerColour(type);
  if (phase === 'construction') return { fill: [...colour, 255], line: [...CONSTRUCTION_RING, 255], lineWidth: 3 };
  if (phase === 'planned') return { fill: [...colour, 56], line: [...colour, 235], lineWidth: 2 };
  return { fill: [...colour, 255], line: [...MARKER_OUTLINE, 255], lineWidth: 1.5 };
}

/** A CSS colour of a paint's channel (the preview's canvas and the legend's swatches): `#rrggbb` when opaque. */
export function rgbaToCss([r, g, b, a]: Rgba): string {
  if (a === 255) return rgbToHex([r, g, b]);
  return `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
}
