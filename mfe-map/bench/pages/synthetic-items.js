// Synthetic infrastructure items for the benchmark: a fixed-seed PRNG, so every run and both
// renderers draw the same N items, spread over Forest City and its surroundings.
const TYPES = ['water', 'drainage', 'transportation', 'infrastructure'];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bounds of the synthetic cloud: Island 1 to Gelang Patah and the Second Link. */
export const BENCH_BOUNDS = { south: 1.3, north: 1.46, west: 103.54, east: 103.64 };

export function syntheticItems(n, seed = 20261121) {
  const rand = mulberry32(seed);
  const items = new Array(n);
  for (let i = 0; i < n; i++) {
    const lat = BENCH_BOUNDS.south + rand() * (BENCH_BOUNDS.north - BENCH_BOUNDS.south);
    const lon = BENCH_BOUNDS.west + rand() * (BENCH_BOUNDS.east - BENCH_BOUNDS.west);
    items[i] = {
      id: `bench-${i}`,
      name: `Synthetic item ${i}`,
      type: TYPES[i % 4],
      latitude: lat.toFixed(6),
      longitude: lon.toFixed(6),
      description: '',
      capacity: '',
      technology: '',
      location: '',
      status: 'operational',
      lastMaintenance: '2026-01-01',
    };
  }
  return items;
}

export function benchParams() {
  const params = new URLSearchParams(window.location.search);
  return { n: Number(params.get('n') || 1000), panMs: Number(params.get('panMs') || 3000) };
}

/** Resolves after the browser has presented the frame being prepared now (rAF, then a task). */
export function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Pans by 12 px per animation frame, 40 frames one way and 40 back (the view stays over the
 * items), for `ms` after a 1 s warm-up (the first pan frames set up compositing layers and are
 * not typical); returns frames per second over the measured part.
 */
export async function panFps(panBy, ms, countFrame) {
  let step = 0;
  const panFor = (duration, onFrame) =>
    new Promise((resolve) => {
      const start = performance.now();
      const tick = () => {
        if (performance.now() - start >= duration) return resolve(performance.now() - start);
        panBy(Math.floor(step / 40) % 2 === 0 ? 12 : -12);
        step++;
        onFrame();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  await panFor(1000, () => {});
  let frames = 0;
  const drawnBefore = countFrame ? countFrame() : 0;
  const elapsed = await panFor(ms, () => frames++);
  const seconds = elapsed / 1000;
  return { rafFps: frames / seconds, drawnFps: countFrame ? (countFrame() - drawnBefore) / seconds : frames / seconds };
}
