// The planning area by phase (own SVG): one bar per phase, its length the phase's share of the
// area, its darker part the phase's progress. The cards beside it carry the same numbers.
//
// Drawn at the width it is given (1 SVG unit = 1 CSS px), so its text is the same size on a phone
// as on a desktop: a fixed 1000-unit viewBox scaled to a phone's 358 px made it under 7 px. Until
// the width is measured (the prerendered HTML, the first render) it draws at FALLBACK_WIDTH; the
// height never changes, so nothing moves when it is redrawn.
import { useElementSize } from '@mantine/hooks';
import { formatWithUnit } from '@forest-city/contracts';
import { formatNumber, toPercent } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import { lightDark } from '@forest-city/remote-kit/scheme-colors';
import { PHASE_COLOURS, type DevelopmentPhase } from '../data/development-phases';

// Numbers and labels take the text colour; the track is light grey on white, dark grey on the dark theme.
const TRACK_COLOUR = lightDark('#dee2e6', '#424242');
const ROW = 34;
const BAR = 22;
const FALLBACK_WIDTH = 640;
/** The phase number's column. */
const NUMBER_W = 24;
/** Room after the longest bar for its label ("1,625 ha · 15%", "1,625公顷 · 15%" at 14 px). */
const LABEL_ROOM = 136;

export function PhaseChart({ phases, totalHa }: { phases: readonly DevelopmentPhase[]; totalHa: number }) {
  const { t, lang } = useLang();
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = Math.round(measured) || FALLBACK_WIDTH;
  const height = phases.length * ROW;
  const barMax = Math.max(width - NUMBER_W - LABEL_ROOM, 40);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={t('phases.chartLabel', { total: formatNumber(totalHa, lang) })}
        style={{ display: 'block' }}
      >
        {phases.map((p, i) => {
          const w = totalHa > 0 ? (p.areaHa / totalHa) * barMax : 0;
          const done = (w * toPercent(p.progress)) / 100;
          const y = i * ROW + (ROW - BAR) / 2;
          return (
            <g key={p.id} data-phase={p.id}>
              <text x={0} y={y + 16} fontSize={15} fontWeight={700} fill="currentColor">{`${i + 1}`}</text>
              <rect x={NUMBER_W} y={y} width={Math.max(w, 2)} height={BAR} fill={TRACK_COLOUR} />
              <rect x={NUMBER_W} y={y} width={done} height={BAR} fill={PHASE_COLOURS[p.status]} />
              <text x={NUMBER_W + Math.max(w, 2) + 8} y={y + 16} fontSize={14} fill="currentColor">
                {`${formatWithUnit(formatNumber(p.areaHa, lang), 'ha', lang)} · ${formatNumber(p.progress, lang)}%`}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
