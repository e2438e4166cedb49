// The map's year control (issue 18.7; TerriaJS's time slider is the model): a slider over the
// years from the start of reclamation to the planned completion, Play/Pause stepping one year at a
// time, and Today (no year: every item as it is now). A native range input, so arrow keys,
// Home/End, Page Up/Down and touch work as everywhere else, and its value is announced as text.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FIRST_YEAR, LAST_YEAR } from '@forest-city/contracts';
import { NAMESPACE } from '../../contract';
import type { MarkerPhase } from '../../lib/markers';

/** One year per second while playing. */
export const PLAY_STEP_MS = 1000;
/** With prefers-reduced-motion the map changes half as often, and nothing is animated between years. */
export const REDUCED_MOTION_STEP_MS = 2000;

/** Whether the visitor asked for less motion (a browser without matchMedia: no). */
function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

export interface TimeControlProps {
  /** The year shown; null: today (no year). */
  year: number | null;
  onChange: (year: number | null) => void;
  /** The current year, where the slider rests while no year is chosen. */
  currentYear: number;
  /** What the map shows in the year, by phase (null: no year). */
  counts: Record<MarkerPhase, number> | null;
  /** Taller buttons for fingers (a narrow map). */
  touch?: boolean;
}

export const TimeControl = memo(function TimeControl({ year: yearProp, onChange, currentYear, counts, touch = false }: TimeControlProps) {
  const { t } = useTranslation(NAMESPACE);
  // The year as the visitor last set it, until the host's answer arrives: a host that writes the
  // year to its address bar renders it a moment later, and a controlled input would meanwhile snap
  // back, so a second key press would step from the old year again.
  const [year, setYear] = useState(yearProp);
  useEffect(() => setYear(yearProp), [yearProp]);
  const id = useId();
  const [playing, setPlaying] = useState(false);
  const reducedMotion = useReducedMotion();
  const step = reducedMotion ? REDUCED_MOTION_STEP_MS : PLAY_STEP_MS;
  // The interval reads the year and the callback as they are at each tick.
  const pick = (next: number | null) => {
    setYear(next);
    onChange(next);
  };
  const latest = useRef({ year, pick });
  latest.current = { year, pick };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { year: now, pick: change } = latest.current;
      const next = now === null ? FIRST_YEAR : now + 1;
      if (next > LAST_YEAR) {
        setPlaying(false);
        return;
      }
      change(next);
      // The next tick steps on from here even if the host has not rendered this year yet.
      latest.current = { ...latest.current, year: next };
      if (next >= LAST_YEAR) setPlaying(false);
    }, step);
    return () => clearInterval(timer);
  }, [playing, step]);

  const play = () => {
    // From the start when no year is chosen or the end was reached; else on from the year shown.
    if (year === null || year >= LAST_YEAR) pick(FIRST_YEAR);
    setPlaying(true);
  };
  const resting = Math.min(LAST_YEAR, Math.max(FIRST_YEAR, currentYear));
  const valueText = year === null ? t('time.todayValue') : String(year);

  return (
    <Paper
      shadow="xs"
      px={8}
      py={4}
      radius="sm"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid="map-time-control"
      data-playing={playing}
      style={{ pointerEvents: 'auto', width: touch ? '100%' : 400, maxWidth: '100%', boxSizing: 'border-box' }}
    >
      <Group gap={8} wrap="nowrap" align="center">
        <ActionIcon
          variant="filled"
          size={touch ? 44 : 36}
          radius="xl"
          aria-label={playing ? t('time.pause') : t('time.play')}
          onClick={() => (playing ? setPlaying(false) : play())}
          data-testid="map-time-play"
        >
          {playing ? <IconPlayerPauseFilled size={18} aria-hidden="true" /> : <IconPlayerPlayFilled size={18} aria-hidden="true" />}
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text id={`${id}-title`} size="xs" fw={700} component="h3" m={0}>
              {t('time.title')}
            </Text>
            <Text size="sm" fw={700} data-testid="map-time-value" aria-hidden="true">
              {year === null ? t('time.today') : year}
            </Text>
          </Group>
          <input
            type="range"
            className="fc-year-range"
            min={FIRST_YEAR}
            max={LAST_YEAR}
            step={1}
            value={year ?? resting}
            data-today={year === null}
            aria-label={t('time.slider')}
            aria-valuetext={valueText}
            data-testid="map-time-slider"
            onChange={(e) => {
              setPlaying(false);
              pick(Number(e.currentTarget.value));
            }}
          />
          <Group justify="space-between" gap={4} wrap="nowrap" aria-hidden="true">
            <Text size="xs" c="dimmed" component="span">
              {FIRST_YEAR}
            </Text>
            <Text size="xs" c="dimmed" component="span">
              {LAST_YEAR}
            </Text>
          </Group>
        </div>
        <Button
          size={touch ? 'sm' : 'compact-sm'}
          variant={year === null ? 'filled' : 'default'}
          aria-pressed={year === null}
          onClick={() => {
            setPlaying(false);
            pick(null);
          }}
          data-testid="map-time-today"
          style={{ flex: 'none' }}
        >
          {t('time.today')}
        </Button>
      </Group>
      {/* What the year shows, in words (the item list's count is announced; this is not). */}
      {counts && (
        <Text size="xs" mt={2} aria-hidden="true" data-testid="map-time-summary">
          {t('time.summary', counts)}
        </Text>
      )}
    </Paper>
  );
});
