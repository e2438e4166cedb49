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

/**
 * Least time between two years told to the host while the visitor drags or steps: each report is an
 * address-bar write and a redraw of the map, and on a phone a report every frame kept the finger's
 * release waiting behind them (issue 52, INP); the map still follows a drag several times a second.
 */
export const REPORT_GAP_MS = 200;

/**
 * The year told to the host: `soon` once the frame that shows the slider's new value has been
 * painted and at least REPORT_GAP_MS after the last report, the latest value only (a drag's moves
 * in between are one report); `now` at once, dropping one still waiting. One waiting when the
 * control goes is dropped.
 */
function useFrameReport(onChange: (year: number | null) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const [report] = useState(() => {
    let pending: { year: number | null } | null = null;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      pending = null;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    let last = -Infinity;
    const flush = () => {
      last = performance.now();
      const p = pending;
      pending = null;
      if (p) latest.current(p.year);
    };
    return {
      soon(year: number | null) {
        const waiting = pending !== null;
        pending = { year };
        // After the next paint (a task queued from the frame's callback runs once it is drawn), and
        // not sooner than the gap after the last report.
        if (!waiting) frame = requestAnimationFrame(() => (timer = setTimeout(flush, Math.max(0, last + REPORT_GAP_MS - performance.now()))));
      },
      now(year: number | null) {
        cancel();
        latest.current(year);
      },
      cancel,
    };
  });
  useEffect(() => report.cancel, [report]);
  return report;
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
  const report = useFrameReport(onChange);
  // The interval reads the year and the callback as they are at each tick.
  const pick = (next: number | null) => {
    setYear(next);
    report.now(next);
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
              // The slider answers at once; the host hears the year after the frame is drawn and at
              // most every REPORT_GAP_MS (a drag fires many changes a frame, and each the host writes
              // to its address bar and the map redraws).
              const next = Number(e.currentTarget.value);
              setYear(next);
              report.soon(next);
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
