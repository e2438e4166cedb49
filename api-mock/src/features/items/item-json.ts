// A search answer as bytes, assembled from each item's JSON kept as UTF-8: a page is a list of
// items, and broad queries' pages repeat the same first items (ties go to dataset order), so a
// page costs one copy of kept bytes instead of new objects, a serialisation and an encoding per
// request (about two thirds of a distinct search request's CPU at 100,000 items, most of its
// garbage). The bytes are those of JSON.stringify(items.map(toApiItem)) encoded as UTF-8.
//
// Items are named by their position in the dataset (the search index answers with them), so
// finding an item's kept bytes is an array read, not a Map lookup; each item's bytes end with the
// list's comma, and a page is one buffer of their exact total length, its last comma made the
// closing bracket (a Map per item and Buffer.concat of ~200 parts cost about a tenth of a distinct
// search request's CPU in the server).
//
// The page's ETag comes from the items' kept digests (a hash of their SHA-1s, about 2 KB for a
// page of 100) rather than from hashing the page's bytes again (about 50 KB): the same bytes give
// the same tag, other bytes another, at a twentieth of the hashing (measured: hashing each page's
// body was about 7 % of a distinct search request's server CPU at 100,000 items). The digests are
// gathered into one reused buffer and hashed in one call (crypto.hash: no Hash object per page):
// a hash update per item (100 per page) cost more in calls than in hashing (about 4 % of the
// server's CPU under the bench's mixed queries).
import { hash } from 'node:crypto';
import type { Language } from '@forest-city/api-contract';
import type { DatasetItem } from '../../lib/dataset';
import { toApiItem } from './to-api-item';

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const EMPTY = Buffer.from('[]');
/** A SHA-1 digest in 32-bit words (written as bytes, copied into the page's digests word by word). */
const DIGEST_WORDS = 5;

/** A page of items as JSON: its UTF-8 bytes and a weak ETag for them. */
export interface ItemPage {
  body: Buffer;
  etag: string;
}

export class ItemJsonCache {
  /** Per kept item, by slot: its JSON and a comma, and its SHA-1 (of the JSON alone) at DIGEST_WORDS × slot. */
  private readonly bytes: Buffer[] = [];
  private readonly digestOf: Uint32Array;
  /** The same memory as bytes, where each digest is written. */
  private readonly digestBytes: Uint8Array;
  /** Each item's slot (-1: not kept), each slot's item, and whether the slot was read since the clock hand last passed it. */
  private readonly slotOf: Int32Array;
  private readonly itemOf: Int32Array;
  private readonly used: Uint8Array;
  private hand = 0;
  /** The digests of the page being tagged, after its length (grown when a page is longer), and a view of them in words. */
  private digests = Buffer.alloc(4 + 100 * DIGEST_WORDS * 4);
  private digestWords = new Uint32Array(this.digests.buffer, this.digests.byteOffset + 4);

  /**
   * At most `size` items' bytes per language (each about 1 KB, outside the JS heap), chosen by the
   * clock rule (an item read since the hand last passed it stays for another turn).
   */
  constructor(
    private readonly lang: Language,
    private readonly items: readonly DatasetItem[],
    private readonly size: number,
  ) {
    this.size = Math.max(1, Math.min(size, items.length));
    this.digestOf = new Uint32Array(this.size * DIGEST_WORDS);
    this.digestBytes = new Uint8Array(this.digestOf.buffer);
    this.slotOf = new Int32Array(items.length).fill(-1);
    this.itemOf = new Int32Array(this.size).fill(-1);
    this.used = new Uint8Array(this.size);
  }

  /** The slot holding the item's bytes and digest, made (and another item's dropped) when it has none. */
  private slot(position: number): number {
    let slot = this.slotOf[position]!;
    if (slot !== -1) {
      this.used[slot] = 1;
      return slot;
    }
    if (this.bytes.length < this.size) slot = this.bytes.length;
    else {
      while (this.used[this.hand] === 1) {
        this.used[this.hand] = 0;
        this.hand = (this.hand + 1) % this.size;
      }
      slot = this.hand;
      this.hand = (this.hand + 1) % this.size;
      this.slotOf[this.itemOf[slot]!] = -1;
    }
    const json = Buffer.from(`${JSON.stringify(toApiItem(this.items[position]!, this.lang))},`, 'utf8');
    const digest = hash('sha1', json.subarray(0, json.length - 1), 'buffer');
    this.digestBytes.set(digest, slot * DIGEST_WORDS * 4);
    this.bytes[slot] = json;
    this.slotOf[position] = slot;
    this.itemOf[slot] = position;
    this.used[slot] = 0;
    return slot;
  }

  /** The JSON list of the items at these dataset positions, as UTF-8 bytes, with its ETag. */
  page(positions: readonly number[]): ItemPage {
    const count = positions.length;
    const size = 4 + count * DIGEST_WORDS * 4;
    if (this.digests.length < size) {
      this.digests = Buffer.alloc(size);
      this.digestWords = new Uint32Array(this.digests.buffer, this.digests.byteOffset + 4);
    }
    const { digests, digestWords: words } = this;
    digests.writeUInt32BE(count, 0);
    // The items' kept bytes are held (not their slots) until the copy: a page longer than the
    // cache reuses its own first items' slots before it ends.
    const slots: Buffer[] = new Array<Buffer>(count);
    let length = 1;
    for (let i = 0; i < count; i++) {
      const slot = this.slot(positions[i]!);
      for (let w = 0; w < DIGEST_WORDS; w++) words[i * DIGEST_WORDS + w] = this.digestOf[slot * DIGEST_WORDS + w]!;
      length += (slots[i] = this.bytes[slot]!).length;
    }
    const tag = hash('sha1', digests.subarray(0, size), 'base64url');
    if (count === 0) return { body: EMPTY, etag: `W/"p${tag}"` };
    const body = Buffer.allocUnsafe(length);
    body[0] = OPEN;
    for (let i = 0, at = 1; i < count; i++) {
      body.set(slots[i]!, at);
      at += slots[i]!.length;
    }
    body[length - 1] = CLOSE; // the last item's comma
    return { body, etag: `W/"p${tag}"` };
  }
}
