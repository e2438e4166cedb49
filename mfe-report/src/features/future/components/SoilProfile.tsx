// A schematic cross-section of the reclaimed land (own SVG), drawn from the spec's reclaimed-land
// parameters: fill 8-15 m deep with a 2-6 m clay lens, over the original seabed. Schematic: the
// depth axis is to scale, the lens position within the fill is illustrative.
//
// Drawn 640 units wide, or 480 when it is given less than COMPACT_BELOW px (a phone): the same
// drawing, narrower, with the same text sizes, so its labels are about 10 px on a phone instead of
// about 7 (the whole 640 scaled to 358 px).
import { useElementSize } from '@mantine/hooks';
import { formatWithUnit } from '@forest-city/contracts';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import { RECLAIMED_LAND } from '../data/geology';

const PX_PER_M = 16;
const TOP = 30;
const DEPTH_SHOWN_M = 20;
const WIDE = 640;
const COMPACT = 480;
const COMPACT_BELOW = 560;
/** The inner lens, dark enough for white text (5.9:1). */
const LENS_COLOR = '#7a6244';

export function SoilProfile() {
  const { t, lang } = useLang();
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 && measured < COMPACT_BELOW ? COMPACT : WIDE;
  // The 640-unit drawing between the same margins (60 left for the depth axis, 20 right) in this width.
  const dx = (units: number) => (units * (width - 80)) / (WIDE - 80);
  const x = (units: number) => 60 + dx(units - 60);
  const [minFill, maxFill] = RECLAIMED_LAND.fillDepthM;
  const [minLens, maxLens] = RECLAIMED_LAND.clayLensM;
  const y = (m: number) => TOP + m * PX_PER_M;
  const lensTop = 5;
  const lensMid = lensTop + maxLens / 2;
  const height = y(DEPTH_SHOWN_M) + 10;
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={t('geology.profileLabel', { fill: formatWithUnit(`${formatNumber(minFill, lang)}–${formatNumber(maxFill, lang)}`, 'm', lang) })}
        style={{ display: 'block', maxWidth: WIDE }}
      >
        {/* seabed below the fill */}
        <rect x={x(60)} y={y(0)} width={dx(560)} height={y(DEPTH_SHOWN_M) - y(0)} fill="#6e5d4c" />
        {/* fill: deepest envelope, then the shallow envelope drawn as a stepped base */}
        <path d={`M${x(60)} ${y(0)} H${x(620)} V${y(minFill)} H${x(400)} V${y(maxFill)} H${x(60)} Z`} fill="#e6c98f" />
        {/* clay lens: ellipse spanning the thickness range */}
        <ellipse cx={x(230)} cy={y(lensMid)} rx={dx(140)} ry={(maxLens * PX_PER_M) / 2} fill="#a68a64" opacity={0.55} />
        <ellipse cx={x(230)} cy={y(lensMid)} rx={dx(100)} ry={(minLens * PX_PER_M) / 2} fill={LENS_COLOR} />
        {/* surface */}
        <line x1={x(60)} x2={x(620)} y1={y(0)} y2={y(0)} stroke="currentColor" strokeWidth={3} />
        <text x={x(60) + 6} y={y(0) - 8} fontSize={14} fill="currentColor">
          {t('geology.surface')}
        </text>
        {/* depth axis */}
        {[0, minFill, maxFill, DEPTH_SHOWN_M].map((m) => (
          <g key={m}>
            <line x1={x(60) - 10} x2={x(60)} y1={y(m)} y2={y(m)} stroke="currentColor" />
            <text x={x(60) - 14} y={y(m) + 5} fontSize={13} textAnchor="end" fill="currentColor">
              {formatWithUnit(formatNumber(m, lang), 'm', lang)}
            </text>
          </g>
        ))}
        <text x={x(60) + 10} y={y(3.9)} fontSize={14} fill="#212529">
          {t('geology.fill', { min: minFill, max: maxFill })}
        </text>
        {/* A halo in the lens's colour: a longer label (Malay, on a phone) runs past the inner
            ellipse onto the light fill and stays readable there. */}
        <text x={x(230)} y={y(lensMid) + 5} fontSize={13} textAnchor="middle" fill="#fff" stroke={LENS_COLOR} strokeWidth={4} strokeLinejoin="round" paintOrder="stroke">
          {t('geology.lens', { min: minLens, max: maxLens })}
        </text>
        <text x={x(620) - 10} y={y(18)} fontSize={14} textAnchor="end" fill="#fff">
          {t('geology.seabed')}
        </text>
        <line x1={x(60)} x2={x(620)} y1={y(1.5)} y2={y(1.5)} stroke="#0c3c6b" strokeWidth={2} strokeDasharray="8 6" />
        <text x={x(620) - 10} y={y(1.5) + 17} fontSize={13} textAnchor="end" fill="#0c3c6b">
          {t('geology.groundwater')}
        </text>
      </svg>
    </div>
  );
}
