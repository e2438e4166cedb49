// The planning area by phase (own SVG): one bar per phase, its length the phase's share of the
// area, its darker part the phase's progress. The cards beside it carry the same numbers.
import { formatWithUnit } from '@forest-city/contracts';
import { formatNumber, toPercent } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import { lightDark } from '../../../lib/scheme-colors';
import { PHASE_COLOURS, type DevelopmentPhase } from '../data/development-phases';

// Numbers and labels take the text colour; the track is light grey on white, dark grey on the dark theme.
const TRACK_COLOUR = lightDark('#dee2e6', '#424242');
const ROW = 42;
const WIDTH = 1000;
const LABEL_W = 80;

export function PhaseChart({ phases, totalHa }: { phases: readonly DevelopmentPhase[]; totalHa: number }) {
  const { t, lang } = useLang();
  const barMax = WIDTH - LABEL_W - 200;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${phases.length * ROW}`}
      width="100%"
      role="img"
      aria-label={t('phases.chartLabel', { total: formatNumber(totalHa, lang) })}
      style={{ display: 'block', maxHeight: 160 }}
    >
      {phases.map((p, i) => {
        const w = totalHa > 0 ? (p.areaHa / totalHa) * barMax : 0;
        const done = (w * toPercent(p.progress)) / 100;
        const y = i * ROW + 6;
        return (
          <g key={p.id} data-phase={p.id}>
            <text x={0} y={y + 21} fontSize={20} fontWeight={700} fill="currentColor">{`${i + 1}`}</text>
            <rect x={LABEL_W / 3} y={y} width={Math.max(w, 2)} height={28} fill={TRACK_COLOUR} />
            <rect x={LABEL_W / 3} y={y} width={done} height={28} fill={PHASE_COLOURS[p.status]} />
            <text x={LABEL_W / 3 + Math.max(w, 2) + 10} y={y + 21} fontSize={19} fill="currentColor">
              {`${formatWithUnit(formatNumber(p.areaHa, lang), 'ha', lang)} · ${formatNumber(p.progress, lang)}%`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
