// Renders chart definitions against one monthly data set, translated, in a responsive grid. The
// charts come one frame after the grid (use-after-first-paint.ts); until then each has a frame of
// its final height, so nothing moves when they arrive.
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { monthName, unitLabel, UNITS, useAfterFirstPaint, type UnitId, ResponsiveGrid } from '@forest-city/remote-kit';
import { BarChart } from './BarChart';
import type { ChartDefinition } from './chart-definitions';

/** The card around a plot: padding, the title row and the legend of a grouped chart. */
const CARD_CHROME = 52;
const LEGEND = 22;

export function ChartGrid<R>({
  definitions,
  rows,
  cols = { base: 1, md: 2, xl: 3 },
}: {
  definitions: readonly ChartDefinition<R>[];
  rows: readonly R[];
  cols?: Record<string, number>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const categories = rows.map((_, i) => monthName(i, lang, 'short'));
  const categoryNames = rows.map((_, i) => monthName(i, lang, 'long'));
  const painted = useAfterFirstPaint();
  return (
    <ResponsiveGrid cols={cols} spacing="md" aria-busy={!painted}>
      {definitions.map((def) => (
        <div key={def.id} style={def.wide ? { gridColumn: '1 / -1' } : undefined}>
          {painted ? (
            <BarChart
              id={def.id}
              title={t(`charts.${def.id}`)}
              categories={categories}
              categoryNames={categoryNames}
              series={def.series.map((s) => ({
                key: s.field,
                label: t(s.labelKey ?? `series.${String(s.field)}`),
                color: s.color,
                values: rows.map((r) => r[s.field] as unknown as number),
              }))}
              unit={'text' in def.unit ? (def.unit.text in UNITS ? unitLabel(def.unit.text as UnitId, i18n.language) : def.unit.text) : t(`units.${def.unit.key}`)}
              yLabel={t(def.yLabelKey)}
              xLabel={t('chart.month')}
              {...(def.yDomain ? { yDomain: def.yDomain } : {})}
              {...(def.digits === undefined ? {} : { digits: def.digits })}
              {...(def.wide ? { height: 260 } : {})}
            />
          ) : (
            <Card withBorder radius="md" data-chart-placeholder={def.id} h={(def.wide ? 260 : 220) + CARD_CHROME + (def.series.length > 1 ? LEGEND : 0)} />
          )}
        </div>
      ))}
    </ResponsiveGrid>
  );
}
