// Land use as one 100% stacked bar (own SVG), with an HTML legend so labels wrap in every
// language; the same numbers are in the table beside it.
import { Group, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import type { LandUseRow } from '../data/land-use';

export function LandUseChart({ rows, totalHa }: { rows: readonly LandUseRow[]; totalHa: number }) {
  const { t, tr, lang } = useLang();
  let x = 0;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox="0 0 1000 60"
        width="100%"
        role="img"
        aria-label={t('landUse.chartLabel', { total: formatNumber(totalHa, lang) })}
        preserveAspectRatio="none"
        style={{ display: 'block', height: 48 }}
      >
        {rows.map((r) => {
          const w = totalHa > 0 ? (r.hectares / totalHa) * 1000 : 0;
          const rect = <rect key={r.id} data-category={r.id} x={x} y={0} width={w} height={60} fill={r.colour} stroke="#fff" strokeWidth={2} />;
          x += w;
          return rect;
        })}
      </svg>
      <Group component="figcaption" gap="md" mt="xs" wrap="wrap">
        {rows.map((r) => (
          <Group key={r.id} gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 12, height: 12, background: r.colour, display: 'inline-block', borderRadius: 2 }} />
            <Text size="sm">
              {tr(r.category)} {formatNumber(r.percentage, lang, 1)}%
            </Text>
          </Group>
        ))}
      </Group>
    </figure>
  );
}
