import type { ItemType } from '@forest-city/api-contract';
import type { Translated } from '../../lib/dataset';

/** The layer names of the layer panel (spec: Layer panel), so "Soil & Foundation" or "排水" finds items by type. */
export const TYPE_LABELS: Record<ItemType, Translated> = {
  water: { en: 'Water Systems', zh: '供水系统', ms: 'Sistem Air' },
  drainage: { en: 'Drainage Systems', zh: '排水系统', ms: 'Sistem Saliran' },
  transportation: { en: 'Transportation', zh: '交通', ms: 'Pengangkutan' },
  infrastructure: { en: 'Soil & Foundation', zh: '土壤与地基', ms: 'Tanah & Asas' },
};
