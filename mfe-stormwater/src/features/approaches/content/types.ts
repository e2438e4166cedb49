// Shapes of the dialog's content. Each language module (en, zh, ms) fills the same shapes, so a
// missing approach or field in one language is a type error, and a missing list item is caught by
// the parity test in __tests__/content.test.ts.

/** The seven approaches, in the order of the spec's Screens and routes; the first is the selector's default. */
export const APPROACH_IDS = ['bgi', 'gi', 'wsud', 'suds', 'lid', 'abc-waters', 'sponge-city'] as const;
export type ApproachId = (typeof APPROACH_IDS)[number];

export const CONTENT_LANGUAGES = ['en', 'zh', 'ms'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A real project that shows the approach at work. */
export interface ApproachExample {
  /** Project and place, e.g. "Bishan-Ang Mo Kio Park, Singapore". */
  name: string;
  /** What was done there and when. */
  detail: string;
}

/** The comparison fields of the spec's Entities, one cell each in the comparison table. */
export interface ApproachComparison {
  primaryFocus: string;
  scale: string;
  integrationLevel: string;
  policyFramework: string;
}

/** Approach record of the spec's Entities, plus origin and what it means for Forest City's land. */
export interface ApproachText {
  /** Full name with the usual abbreviation, glossary terms of corrections.md. */
  name: string;
  /** Where and when the approach comes from. */
  origin: string;
  /** One sentence for the overview card. */
  summary: string;
  description: string;
  keyFeatures: string[];
  examples: ApproachExample[];
  benefits: string[];
  implementation: string[];
  /** What the approach means on reclaimed, low-lying coastal land like Forest City's. */
  forestCity: string;
  comparison: ApproachComparison;
}

/** A question to ask when choosing measures for a site. */
export interface SelectionCriterion {
  title: string;
  /** What to look at, and what Forest City's conditions imply. */
  detail: string;
}

/** One phase of the recommended hybrid approach. */
export interface HybridPhase {
  title: string;
  /** Indicative time frame, e.g. "Years 0-2". */
  timeframe: string;
  /** Which approaches this phase draws on (ids, shown by name). */
  draws: ApproachId[];
  actions: string[];
}

/** The site conditions that the guidelines answer to, as short statements. */
export interface SiteCondition {
  label: string;
  detail: string;
}

export interface StormwaterContent {
  approaches: Record<ApproachId, ApproachText>;
  guidelines: {
    intro: string;
    conditions: SiteCondition[];
    criteria: SelectionCriterion[];
    hybridIntro: string;
    phases: HybridPhase[];
  };
}
