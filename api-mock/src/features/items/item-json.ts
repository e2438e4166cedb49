// A search answer as bytes, assembled from each item's JSON kept as UTF-8: a page is a list of
// items, and broad queries' pages repeat the same first items (ties go to dataset order), so a
// page costs one copy of kept bytes instead of new objects, a serialisation and an encoding per
// request (about two thirds of a distinct search request's CPU at 100,000 items, most of its
// garbage). The bytes are those of JSON.stringify(items.map(toApiItem)) encoded as UTF-8.
//
// The page's ETag comes from the items' kept digests (a hash of their SHA-1s, about 2 KB for a
// page of 100) rather than from hashing the page's bytes again (about 50 KB): the same bytes give
// the same tag, other bytes another, at a twentieth of the hashing (measured: hashing each page's
// body was about 7 % of a distinct search request's server CPU at 100,000 items). The digests are
// gathered into one reused buffer and hashed in one call: a hash update per item (100 per page)
// cost more in calls than in hashing (about 4 % of the server's CPU under the bench's mixed queries).
import { createHash } from 'node:crypto';
import type { Language } from '../../contract/index';
import type { DatasetItem } from '../dataset';
import { toApiItem } from './to-api-item';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const DIGEST_BYTES = 20;

interface Kept {
  bytes: Buffer;
  /** SHA-1 of `bytes`. */
  digest: Buffer;
}

/** A page of items as JSON: its UTF-8 bytes and a weak ETag for them. */
export interface ItemPage {
  body: Buffer;
  etag: string;
}

export class ItemJsonCache {
  /** Two generations per language: kept bytes move to the young one when used; when it fills, the old one is dropped. */
  private young = new Map<DatasetItem, Kept>();
  private old = new Map<DatasetItem, Kept>();
  /** The digests of the page being tagged, with its length in front (grown when a page is longer). */
  private digests = Buffer.alloc(4 + 100 * DIGEST_BYTES);

  /** At most `size` items' bytes per language (each about 1 KB, outside the JS heap). */
  constructor(
    private readonly lang: Language,
    private readonly size: number,
  ) {}

  private kept(item: DatasetItem): Kept {
    let kept = this.young.get(item);
    if (kept) return kept;
    kept = this.old.get(item);
    if (!kept) {
      const bytes = Buffer.from(JSON.stringify(toApiItem(item, this.lang)), 'utf8');
      kept = { bytes, digest: createHash('sha1').update(bytes).digest() };
    }
    if (this.young.size >= this.size / 2) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(item, kept);
    return kept;
  }

  /** The JSON list of the items, as UTF-8 bytes, with its ETag. */
  page(items: readonly DatasetItem[]): ItemPage {
    const parts: Buffer[] = [OPEN];
    const size = 4 + items.length * DIGEST_BYTES;
    if (this.digests.length < size) this.digests = Buffer.alloc(size);
    const digests = this.digests;
    digests.writeUInt32BE(items.length, 0);
    for (let i = 0; i < items.length; i++) {
      if (i > 0) parts.push(COMMA);
      const kept = this.kept(items[i]!);
      parts.push(kept.bytes);
      digests.set(kept.digest, 4 + i * DIGEST_BYTES);
    }
    parts.push(CLOSE);
    const tag = createHash('sha1').update(digests.subarray(0, size)).digest('base64url');
    return { body: Buffer.concat(parts), etag: `W/"p${tag}"` };
  }
}
