import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { FIRST_YEAR, LAST_YEAR } from '@forest-city/contracts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PLAY_STEP_MS, REDUCED_MOTION_STEP_MS, REPORT_GAP_MS, TimeControl } from '../TimeControl';

function Harness({ start = null, onChange }: { start?: number | null; onChange?: (year: number | null) => void }) {
  const [year, setYear] = useState<number | null>(start);
  return (
    <TimeControl
      year={year}
      onChange={(next) => {
        onChange?.(next);
        setYear(next);
      }}
      currentYear={2026}
      counts={year === null ? null : { existing: 1, construction: 2, planned: 3 }}
    />
  );
}

const slider = () => screen.getByRole('slider', { name: 'Year shown on the map' });

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

test('a labelled slider from the start of reclamation to the planned completion; today rests on the current year and says so', () => {
  renderWithProviders(<Harness />);
  const input = slider();
  expect(input).toHaveAttribute('min', String(FIRST_YEAR));
  expect(input).toHaveAttribute('max', String(LAST_YEAR));
  expect(input).toHaveValue('2026');
  expect(input).toHaveAttribute('aria-valuetext', 'Today: every item as it is now');
  expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('region', { name: 'Year' })).toBeInTheDocument();
});

/** One frame drawn: its animation-frame callbacks, then the tasks they queued (fake timers). */
const frame = () => act(() => jest.advanceTimersByTime(20));
/** Long enough for a waiting year to reach the host. */
const reported = () => act(() => jest.advanceTimersByTime(REPORT_GAP_MS));

test('the keyboard: arrow keys step a year, Home and End go to the ends; the value is announced; Today clears it', () => {
  jest.useFakeTimers();
  const changes: (number | null)[] = [];
  renderWithProviders(<Harness start={2015} onChange={(y) => changes.push(y)} />);
  const input = slider();
  // jsdom does not move a range input on keys; a browser does, and fires `input`/`change` with the value.
  // The e2e test presses the real keys; here the value the browser would give is set.
  fireEvent.change(input, { target: { value: '2016' } });
  expect(input).toHaveAttribute('aria-valuetext', '2016');
  expect(screen.getByTestId('map-time-value')).toHaveTextContent('2016');
  frame();
  expect(screen.getByTestId('map-time-summary')).toHaveTextContent('1 built, 2 under construction, 3 planned');
  fireEvent.change(input, { target: { value: String(FIRST_YEAR) } });
  reported();
  fireEvent.change(input, { target: { value: String(LAST_YEAR) } });
  reported();
  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  expect(changes).toEqual([2016, FIRST_YEAR, LAST_YEAR, null]);
  expect(input).toHaveAttribute('aria-valuetext', 'Today: every item as it is now');
});

test('a drag answers on the slider at once and tells the host after the frame is drawn, at most every REPORT_GAP_MS, the latest year', () => {
  jest.useFakeTimers();
  const changes: (number | null)[] = [];
  renderWithProviders(<Harness start={2015} onChange={(y) => changes.push(y)} />);
  const input = slider();
  for (const year of [2016, 2017, 2018]) fireEvent.change(input, { target: { value: String(year) } });
  // The slider and its value show the last year before the host has heard of any.
  expect(input).toHaveValue('2018');
  expect(screen.getByTestId('map-time-value')).toHaveTextContent('2018');
  expect(changes).toEqual([]);
  frame();
  expect(changes).toEqual([2018]);
  fireEvent.change(input, { target: { value: '2019' } });
  frame();
  fireEvent.change(input, { target: { value: '2020' } });
  frame();
  // Too soon after the last report: the host hears of the latest year once the gap is over.
  expect(changes).toEqual([2018]);
  reported();
  expect(changes).toEqual([2018, 2020]);
});

test('Today right after a drag: the year still waiting is dropped, so the map ends on today', () => {
  jest.useFakeTimers();
  const changes: (number | null)[] = [];
  renderWithProviders(<Harness start={2015} onChange={(y) => changes.push(y)} />);
  fireEvent.change(slider(), { target: { value: '2030' } });
  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  frame();
  frame();
  expect(changes).toEqual([null]);
  expect(slider()).toHaveAttribute('aria-valuetext', 'Today: every item as it is now');
});

test('Play steps one year a second from the start, shows Pause, and stops at the planned completion', () => {
  jest.useFakeTimers();
  const changes: (number | null)[] = [];
  renderWithProviders(<Harness onChange={(y) => changes.push(y)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play through the years' }));
  expect(changes).toEqual([FIRST_YEAR]);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(PLAY_STEP_MS * 2));
  expect(changes).toEqual([FIRST_YEAR, FIRST_YEAR + 1, FIRST_YEAR + 2]);
  act(() => jest.advanceTimersByTime(PLAY_STEP_MS * (LAST_YEAR - FIRST_YEAR + 5)));
  expect(changes.at(-1)).toBe(LAST_YEAR);
  expect(changes.length).toBe(LAST_YEAR - FIRST_YEAR + 1);
  expect(screen.getByRole('button', { name: 'Play through the years' })).toBeInTheDocument();
});

test('Pause stops; moving the slider stops playing too', () => {
  jest.useFakeTimers();
  const changes: (number | null)[] = [];
  renderWithProviders(<Harness start={2020} onChange={(y) => changes.push(y)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play through the years' }));
  act(() => jest.advanceTimersByTime(PLAY_STEP_MS));
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  act(() => jest.advanceTimersByTime(PLAY_STEP_MS * 3));
  expect(changes).toEqual([2021]);
  fireEvent.click(screen.getByRole('button', { name: 'Play through the years' }));
  fireEvent.change(slider(), { target: { value: '2030' } });
  act(() => jest.advanceTimersByTime(PLAY_STEP_MS * 3));
  expect(changes).toEqual([2021, 2030]);
  expect(screen.getByTestId('map-time-control')).toHaveAttribute('data-playing', 'false');
});

test('with prefers-reduced-motion the years change every two seconds', () => {
  reducedMotion = true;
  jest.useFakeTimers();
  const changes: (number | null)[] = [];
  renderWithProviders(<Harness start={2020} onChange={(y) => changes.push(y)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play through the years' }));
  act(() => jest.advanceTimersByTime(PLAY_STEP_MS));
  expect(changes).toEqual([]);
  act(() => jest.advanceTimersByTime(REDUCED_MOTION_STEP_MS - PLAY_STEP_MS));
  expect(changes).toEqual([2021]);
});

test('speaks Chinese and Malay', () => {
  const zh = renderWithProviders(<Harness start={2015} />, { lng: 'zh' });
  expect(screen.getByRole('slider', { name: '地图显示的年份' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '逐年播放' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '现状' })).toBeInTheDocument();
  zh.unmount();
  renderWithProviders(<Harness start={2015} />, { lng: 'ms' });
  expect(screen.getByRole('slider', { name: 'Tahun yang dipaparkan pada peta' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Main tahun demi tahun' })).toBeInTheDocument();
});
