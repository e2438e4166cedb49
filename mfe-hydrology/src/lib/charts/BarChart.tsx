// The one bar chart of this remote: monthly values, one series or several side by side.
// It has an accessible name (role="img" + <title>/<desc>), translated axis labels, a tooltip
// with month, value and unit, a "show as table" alternative with the same numbers, and an
// SVG download. Charts are data (chart-definitions.ts); this component only draws them.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Button, Card, Group, Table, Title, VisuallyHidden } from '@mantine/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group as SvgGroup } from '@visx/group';
import { LegendOrdinal } from '@visx/legend';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip, defaultStyles } from '@visx/tooltip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { formatNumber, downloadText, MIME } from '@forest-city/remote-kit';
import { svgDocument } from '../export';
import { Icon } from '../shared';
import { lightDark } from '@forest-city/remote-kit/scheme-colors';

export interface BarSeries {
  /** Stable key (used in ids and file names). */
  key: string;
  /** Translated series name (legend, table header, tooltip). */
  label: string;
  /** Fill colour; chosen for at least 3:1 contrast on white. */
  color: string;
  /** One value per category, in category order. */
  values: readonly number[];
}

export interface BarChartProps {
  /** Stable id: the SVG file name and test hook. */
  id: string;
  /** Translated chart title; also the chart's accessible name. */
  title: string;
  /** Category labels along the x axis (translated month names). */
  categories: readonly string[];
  /** Longer category names for tooltips and the table (full month names). Default: categories. */
  categoryNames?: readonly string[];
  series: readonly BarSeries[];
  /** Unit shown after values (tooltip, table) and in the y axis label; '' for dimensionless. */
  unit: string;
  /** Translated y axis label (without the unit). */
  yLabel: string;
  /** Translated x axis label. */
  xLabel: string;
  /** Fixed y domain, e.g. [0, 1] for a coefficient. Default: 0 to a rounded maximum. */
  yDomain?: readonly [number, number];
  /** Decimals of values in tooltip and table. Default 0. */
  digits?: number;
  /** Plot height in px. Default 220. */
  height?: number;
}

interface TooltipDatum {
  category: string;
  series: string;
  value: number;
}

const MARGIN = { top: 12, right: 12, bottom: 44, left: 56 };
const FALLBACK_WIDTH = 520;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif';
// Axis and paper follow the colour scheme; a downloaded SVG keeps the light colours (download.ts).
const AXIS_COLOR = lightDark('#495057', '#c9c9c9'); // gray.7: 8.2:1 on white; dark.0: 9.4:1 on #242424
const PAPER_COLOR = lightDark('#ffffff', '#242424');

export function BarChart({ id, title, categories, categoryNames = categories, series, unit, yLabel, xLabel, yDomain, digits = 0, height = 220 }: BarChartProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const boxRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  // Draw at the real width (crisp text on a phone) rather than scaling a fixed viewBox.
  useEffect(() => {
    const el = boxRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width ?? 0;
      if (w > 0) setMeasured(Math.floor(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [view]);
  const svgRef = useRef<SVGSVGElement>(null);
  const uid = useId();
  const titleId = `${uid}-title`;
  const descId = `${uid}-desc`;
  const { tooltipOpen, tooltipLeft, tooltipTop, tooltipData, showTooltip, hideTooltip } = useTooltip<TooltipDatum>();

  const width = Math.max(measured || FALLBACK_WIDTH, 240);
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const grouped = series.length > 1;
  const withUnit = (v: number) => `${formatNumber(v, lang, { digits })}${unit ? ` ${unit}` : ''}`;

  const scales = useMemo(() => {
    const max = Math.max(...series.flatMap((s) => s.values), 0);
    const x = scaleBand<string>({ domain: [...categories], range: [0, innerW], padding: 0.2 });
    const inner = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.08 });
    const y = scaleLinear<number>({ domain: yDomain ? [...yDomain] : [0, max || 1], range: [innerH, 0], nice: !yDomain });
    return { x, inner, y };
  }, [categories, series, innerW, innerH, yDomain]);

  const legendScale = useMemo(() => scaleOrdinal<string, string>({ domain: series.map((s) => s.label), range: series.map((s) => s.color) }), [series]);
  const axisLabel = unit ? `${yLabel} (${unit})` : yLabel;
  const description = t('chart.description', { months: categories.length, series: series.map((s) => s.label).join(', ') });

  const downloadSvg = () => {
    if (svgRef.current) downloadText(`${id}.svg`, svgDocument(svgRef.current, grouped ? series.map((s) => ({ label: s.label, color: s.color })) : []), MIME.svg);
  };

  return (
    <Card withBorder padding="sm" radius="md" data-chart={id} component="figure" m={0}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb={4}>
        <Title order={4} size="h6" component="figcaption">
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<Icon name={view === 'chart' ? 'table' : 'chart'} size={14} />}
            onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
            aria-pressed={view === 'table'}
            aria-label={view === 'chart' ? t('chart.showTable', { title }) : t('chart.showChart', { title })}
          >
            {view === 'chart' ? t('chart.table') : t('chart.chart')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<Icon name="download" size={14} />}
            onClick={downloadSvg}
            disabled={view !== 'chart'}
            aria-label={t('chart.downloadSvg', { title })}
          >
            SVG
          </Button>
        </Group>
      </Group>

      {grouped && view === 'chart' && (
        <Box mb={4} fz="xs">
          <LegendOrdinal
            scale={legendScale}
            direction="row"
            itemMargin="0 12px 0 0"
            shapeWidth={12}
            shapeHeight={12}
            labelMargin="0 0 0 4px"
            style={{ display: 'flex', flexWrap: 'wrap', color: AXIS_COLOR }}
          />
        </Box>
      )}

      {view === 'chart' ? (
        <Box ref={boxRef} pos="relative" w="100%">
          <svg
            ref={svgRef}
            width={width}
            height={height}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            fontFamily={FONT}
            style={{ display: 'block', maxWidth: '100%' }}
          >
            <title id={titleId}>{title}</title>
            <desc id={descId}>{description}</desc>
            <rect width={width} height={height} fill={PAPER_COLOR} />
            <SvgGroup left={MARGIN.left} top={MARGIN.top}>
              {categories.map((cat, ci) =>
                series.map((s) => {
                  const value = s.values[ci] ?? 0;
                  const bx = (scales.x(cat) ?? 0) + (grouped ? (scales.inner(s.key) ?? 0) : 0);
                  const bw = grouped ? scales.inner.bandwidth() : scales.x.bandwidth();
                  const by = scales.y(Math.max(value, 0));
                  const bh = Math.max(0, innerH - by);
                  const datum: TooltipDatum = { category: categoryNames[ci] ?? cat, series: s.label, value };
                  return (
                    <Bar
                      key={`${s.key}-${cat}`}
                      x={bx}
                      y={by}
                      width={bw}
                      height={bh}
                      fill={s.color}
                      data-value={value}
                      onMouseMove={() => showTooltip({ tooltipLeft: MARGIN.left + bx + bw / 2, tooltipTop: MARGIN.top + by, tooltipData: datum })}
                      onMouseLeave={hideTooltip}
                    />
                  );
                }),
              )}
              <AxisLeft
                scale={scales.y}
                numTicks={5}
                stroke={AXIS_COLOR}
                tickStroke={AXIS_COLOR}
                tickFormat={(v) => formatNumber(Number(v), lang, yDomain && yDomain[1] <= 1 ? { digits: 1 } : {})}
                tickLabelProps={{ fill: AXIS_COLOR, fontSize: 11, fontFamily: FONT, textAnchor: 'end', dx: -2, dy: '0.33em' }}
                label={axisLabel}
                labelOffset={36}
                labelProps={{ fill: AXIS_COLOR, fontSize: 11, fontFamily: FONT, textAnchor: 'middle' }}
              />
              <AxisBottom
                top={innerH}
                scale={scales.x}
                stroke={AXIS_COLOR}
                tickStroke={AXIS_COLOR}
                tickLabelProps={{ fill: AXIS_COLOR, fontSize: width < 420 ? 9 : 11, fontFamily: FONT, textAnchor: 'middle' }}
                label={xLabel}
                labelOffset={14}
                labelProps={{ fill: AXIS_COLOR, fontSize: 11, fontFamily: FONT, textAnchor: 'middle' }}
              />
            </SvgGroup>
          </svg>
          {tooltipOpen && tooltipData && (
            <TooltipWithBounds left={tooltipLeft} top={tooltipTop} style={{ ...defaultStyles, fontSize: 12, pointerEvents: 'none' }}>
              <div data-chart-tooltip>
                <strong>{tooltipData.category}</strong>
                <div>
                  {grouped ? `${tooltipData.series}: ` : ''}
                  {withUnit(tooltipData.value)}
                </div>
              </div>
            </TooltipWithBounds>
          )}
        </Box>
      ) : (
        <Table.ScrollContainer minWidth={240}>
          <Table striped withTableBorder fz="xs" data-chart-table={id}>
            <VisuallyHidden component="caption">{title}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{xLabel}</Table.Th>
                {series.map((s) => (
                  <Table.Th key={s.key} scope="col" ta="right">
                    {unit ? `${s.label} (${unit})` : s.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((cat, ci) => (
                <Table.Tr key={cat}>
                  <Table.Th scope="row" fw={500}>
                    {categoryNames[ci] ?? cat}
                  </Table.Th>
                  {series.map((s) => (
                    <Table.Td key={s.key} ta="right">
                      {formatNumber(s.values[ci] ?? 0, lang, { digits })}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
