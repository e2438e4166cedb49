// The dialog's content in the visitor's language: one typed module per language, chosen by the
// i18next language (zh-CN -> zh, ms-MY -> ms, anything else -> English, the fallback).
import { en } from './en';
import { ms } from './ms';
import { zh } from './zh';
import { APPROACH_IDS, type ApproachId, type ContentLanguage, type StormwaterContent } from './types';

export const CONTENT: Record<ContentLanguage, StormwaterContent> = { en, zh, ms };

export function contentLanguage(lng: string | undefined): ContentLanguage {
  const base = (lng ?? '').toLowerCase().split('-')[0];
  return base === 'zh' || base === 'ms' ? base : 'en';
}

export function contentFor(lng: string | undefined): StormwaterContent {
  return CONTENT[contentLanguage(lng)];
}

/** A known approach id, or the first approach (the selector's default) for anything else. */
export function approachOrDefault(value: string | null | undefined): ApproachId {
  return (APPROACH_IDS as readonly string[]).includes(value ?? '') ? (value as ApproachId) : APPROACH_IDS[0];
}

export { APPROACH_IDS };
export type { ApproachId, StormwaterContent };
