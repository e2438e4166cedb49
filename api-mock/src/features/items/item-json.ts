// A search answer as bytes, assembled from each item's JSON kept as UTF-8: a page is a list of
// items, and broad queries' pages repeat the same first items (ties go to dataset order), so a
// page costs one copy of kept bytes instead of new objects, a serialisation and an encoding per
// request (about two thirds of a distinct search request's CPU at 100,000 items, most of its
// garbage). The bytes are those of JSON.stringify(items.map(toApiItem)) encoded as UTF-8.
import type { Language } from '../../contract/index';
import type { DatasetItem } from '../dataset';
import { toApiItem } from './to-api-item';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export class ItemJsonCache {
  /** Two generations per language: kept bytes move to the young one when used; when it fills, the old one is dropped. */
  private young = new Map<DatasetItem, Buffer>();
  private old = new Map<DatasetItem, Buffer>();

  /** At most `size` items' bytes per language (each about 1 KB, outside the JS heap). */
  constructor(
    private readonly lang: Language,
    private readonly size: number,
  ) {}

  private bytes(item: DatasetItem): Buffer {
    let bytes = this.young.get(item);
    if (bytes) return bytes;
    bytes = this.old.get(item) ?? Buffer.from(JSON.stringify(toApiItem(item, this.lang)), 'utf8');
    if (this.young.size >= this.size / 2) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(item, bytes);
    return bytes;
  }

  /** The JSON list of the items, as UTF-8 bytes. */
  list(items: readonly DatasetItem[]): Buffer {
    const parts: Buffer[] = [OPEN];
    for (let i = 0; i < items.length; i++) {
      if (i > 0) parts.push(COMMA);
      parts.push(this.bytes(items[i]!));
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  }
}
