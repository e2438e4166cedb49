// A synthetic dataset of N items for the search benchmark: copies of the real items with numbered
// names ("... No. 48213", "... 48213号") and jittered positions, so queries can be selective.
import type { Dataset, DatasetItem } from '../src/lib/dataset/dataset-schema';

export function syntheticDataset(base: Dataset, size: number): Dataset {
  const items: DatasetItem[] = [];
  for (let n = 0; n < size; n++) {
    const src = base.items[n % base.items.length]!;
    const jitter = (v: string, k: number) => (Number(v) + (((n * k) % 200) - 100) / 10_000).toFixed(4);
    items.push({
      ...src,
      id: `${src.id}-s${n}`,
      latitude: jitter(src.latitude, 7),
      longitude: jitter(src.longitude, 13),
      name: { en: `${src.name.en} No. ${n}`, zh: `${src.name.zh} ${n}号`, ms: `${src.name.ms} No. ${n}` },
    });
  }
  return { ...base, version: `${base.version.split('.').slice(0, 2).join('.')}.9${size}`, items };
}
