import { designStormFigures, rationalPeakFlow } from '../design-storm';

describe('design storm figures', () => {
  test('rational method: Q = C i A / 360 m³/s', () => {
    expect(rationalPeakFlow(1, 360, 1)).toBeCloseTo(1, 12);
    expect(rationalPeakFlow(0.75, 150, 1)).toBeCloseTo(0.3125, 12);
    expect(rationalPeakFlow(0.5, 100, 10)).toBeCloseTo(1.3889, 4);
  });

  test('rejects impossible inputs', () => {
    expect(() => rationalPeakFlow(1.2, 150, 1)).toThrow(RangeError);
    expect(() => rationalPeakFlow(0.5, -1, 1)).toThrow(RangeError);
  });

  test('Forest City at 150 mm/h for the 45-minute time of concentration: model mix 0.51, about 574 m³ per hectare', () => {
    const f = designStormFigures();
    expect(f.intensityMmPerH).toBe(150);
    expect(f.compositeCoefficient).toBeCloseTo(0.51, 12);
    expect(f.peakFlowPerHa.urban).toBeCloseTo(0.3125, 12);
    expect(f.peakFlowPerHa.green).toBeCloseTo(0.0625, 12);
    expect(f.peakFlowPerHa.composite).toBeCloseTo(0.2125, 12);
    expect(f.durationMin).toBe(45);
    expect(f.stormVolumePerHa.urban).toBeCloseTo(843.75, 9);
    expect(f.stormVolumePerHa.green).toBeCloseTo(168.75, 9);
    expect(f.stormVolumePerHa.composite).toBeCloseTo(573.75, 9);
  });

  test('follows its inputs', () => {
    const f = designStormFigures(100, { urban: 0.9, green: 0.1 }, { impervious: 0.5, green: 0.5 }, 60);
    expect(f.compositeCoefficient).toBeCloseTo(0.5, 12);
    expect(f.stormVolumePerHa.composite).toBeCloseTo(500, 9);
  });
});
