// The four overview cards of the sidebar (spec, Entities: metrics used) and how each finds its
// metric in the /api/metrics answer.
import type { SystemMetric } from '@forest-city/api-contract';

export interface OverviewCard {
  id: 'treatmentCapacity' | 'rainwaterReuse' | 'population' | 'totalArea';
  systemType: string;
  /**
   * Key in the common namespace whose text, in each language, is the metric's name as the API
   * answers it in that language (checked against the dataset by overview-cards.test.ts).
   */
  nameKey: string;
  /** Key of a line under the value that says what the figure counts, when its name alone could mislead. */
  captionKey?: string;
}

export const OVERVIEW_CARDS: readonly OverviewCard[] = [
  // Built stations only (content review F5): the planned Island 2 station is not in the figure.
  { id: 'treatmentCapacity', systemType: 'water', nameKey: 'overview.treatmentCapacity', captionKey: 'overview.treatmentCapacityCaption' },
  { id: 'rainwaterReuse', systemType: 'drainage', nameKey: 'overview.rainwaterReuse' },
  { id: 'population', systemType: 'infrastructure', nameKey: 'overview.population' },
  { id: 'totalArea', systemType: 'infrastructure', nameKey: 'overview.totalArea' },
];

/**
 * The metric of a card: same system type and the same name in the current language. The API
 * translates metric names, so the name to look for is the card's translated name.
 */
export function findMetric(metrics: readonly SystemMetric[] | undefined, card: OverviewCard, translatedName: string): SystemMetric | null {
  const fold = (s: string) => s.trim().toLocaleLowerCase();
  return metrics?.find((m) => m.systemType === card.systemType && fold(m.metricName) === fold(translatedName)) ?? null;
}
