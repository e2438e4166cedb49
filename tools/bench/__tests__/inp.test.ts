// INP per interaction from Event Timing entries (tools/bench/inp.ts).
import { ACTIONS, DURATION_THRESHOLD_MS, expectedActions, interactions, p75, samplesByAction, type EventEntry } from '../inp';
import { interactionFigures, phoneDialogFigures } from '../mobile-figures';
import { verdict } from '../report';

const e = (name: string, interactionId: number, startTime: number, duration: number): EventEntry => ({ name, interactionId, startTime, duration });

test('p75 is the nearest-rank 75th percentile, and nothing for no samples', () => {
  expect(p75([10, 20, 30, 40])).toBe(30);
  expect(p75([50, 10, 40, 20, 30])).toBe(40);
  expect(p75([7])).toBe(7);
  expect(p75([])).toBeNull();
});

test('an interaction is the entries sharing an interactionId; its latency is the longest, and events of no interaction are left out', () => {
  const list = interactions([e('pointerdown', 7, 100, 40), e('pointerup', 7, 180, 120), e('click', 7, 182, 112), e('keydown', 9, 500, 24), e('pointermove', 0, 300, 300)]);
  expect(list).toEqual([
    { id: 7, startTime: 100, latency: 120 },
    { id: 9, startTime: 500, latency: 24 },
  ]);
});

test('each action gets the interactions that started in its windows, and those the observer did not report count at the threshold', () => {
  const entries = [e('pointerdown', 1, 110, 250), e('click', 1, 115, 240), e('keydown', 2, 1010, 32), e('keyup', 3, 1100, 20), e('pointerdown', 4, 2050, 90)];
  const samples = samplesByAction(entries, [
    { action: 'open', from: 100, to: 900, interactions: 1 },
    { action: 'type', from: 1000, to: 1900, interactions: 4 },
    { action: 'open', from: 2000, to: 2900, interactions: 1 },
    { action: 'close', from: 3000, to: 3500, interactions: 1 },
  ]);
  expect(samples).toEqual({ open: [250, 90], type: [32, 20, DURATION_THRESHOLD_MS, DURATION_THRESHOLD_MS], close: [DURATION_THRESHOLD_MS] });
});

test('each kind of interaction is a figure: its p75 against 200 ms, not measured under 5 samples, and an expected kind without samples is listed', () => {
  const expected = expectedActions(['Hydrological Data'], ['Transportation']);
  expect(expected).toContain(ACTIONS.open('Hydrological Data'));
  expect(expected).toContain(ACTIONS.layer('Transportation'));
  const figures = interactionFigures(expected, {
    [ACTIONS.open('Hydrological Data')]: [120, 90, 260, 140, 180],
    [ACTIONS.layer('Transportation')]: [184, 24, 32, 24, 32, 300, 210, 24],
    [ACTIONS.drag]: [248, 200, 190],
  });
  const byLabel = (action: string) => figures.find((f) => f.label === action)!;
  expect(byLabel(ACTIONS.open('Hydrological Data')).value).toBe(180);
  expect(verdict(byLabel(ACTIONS.open('Hydrological Data')))).toBe('pass');
  expect(byLabel(ACTIONS.layer('Transportation')).value).toBe(184);
  expect(verdict({ ...byLabel(ACTIONS.layer('Transportation')), value: 201 })).toBe('FAIL');
  expect(verdict(byLabel(ACTIONS.drag))).toBe('not measured');
  expect(byLabel(ACTIONS.drag).detail).toContain('3 sample(s): 248, 200, 190 ms');
  expect(verdict(byLabel(ACTIONS.type))).toBe('not measured');
  expect(figures).toHaveLength(expected.length);
});

test('each dialog on the phone: the median first open against 500 ms and second against 150 ms; fewer than 3 runs is not measured', () => {
  const dialogs = [
    { id: 'monthly', button: 'Monthly Analysis' },
    { id: 'report', button: 'Analytical Report' },
  ];
  const [first, second, reportFirst] = phoneDialogFigures(
    dialogs,
    {
      monthly: [
        { firstMs: 1439, secondMs: 314 },
        { firstMs: 480, secondMs: 120 },
        { firstMs: 450, secondMs: 140 },
      ],
      report: [{ firstMs: 400, secondMs: 100 }],
    },
    { report: 2 },
  );
  expect(first!.label).toBe('Monthly Analysis: first open');
  expect(first!.value).toBe(480);
  expect(verdict(first!)).toBe('pass');
  expect(verdict({ ...first!, value: 501 })).toBe('FAIL');
  expect(second!.value).toBe(140);
  expect(verdict({ ...second!, value: 151 })).toBe('FAIL');
  expect(verdict(reportFirst!)).toBe('not measured');
  expect(reportFirst!.detail).toContain('2 run(s) failed');
});
