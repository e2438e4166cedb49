// A response body with its validator, computed once and reused: the list and metrics answers
// are the same bytes for the same (language, filters, format), so they are serialised and hashed
// once per variant and kept in a small bounded cache.
import { createHash } from 'node:crypto';

export interface Representation {
  /** Encoded once: sending a Buffer skips UTF-8 encoding on every request. */
  body: Buffer;
  etag: string;
  contentType: string;
}

export function representation(text: string, contentType: string): Representation {
  const body = Buffer.from(text, 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url');
  // Weak: the same validator stands for the gzip, brotli and identity encodings of the body.
  return { body, contentType, etag: `W/"${hash}"` };
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison; "*" matches any current representation. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** A bounded cache (least recently used out first) so odd filter combinations cannot grow memory. */
export class RepresentationCache {
  private readonly map = new Map<string, Representation>();
  constructor(private readonly max = 256) {}

  get(key: string, make: () => Representation): Representation {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const made = make();
    this.map.set(key, made);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return made;
  }

  get size(): number {
    return this.map.size;
  }
}
