// How a marker looks, by item type (spec: Business constants): the one place the colours and radii live,
// used by the deck.gl layer, the legend and the keyboard list alike.
import type { ItemType } from 'api-mock/contract';

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
