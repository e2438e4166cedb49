// A response body with its validator, computed once and reused: the list and metrics answers
// are the same bytes for the same (language, filters, format), so they are serialised and hashed
// once per variant and kept in a small bounded cache.
//
// Compressed once, too: a representation keeps its brotli and gzip bytes (made at the highest
// level on first use, then served from memory), so a browser-like request costs a lookup, as a
// static file with precompressed siblings does. The dataset cannot change while the server runs, so
// "once per representation" is once per dataset version.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';

export interface Representation {
  /** Encoded once: sending a Buffer skips UTF-8 encoding on every request. */
  body: Buffer;
  etag: string;
  contentType: string;
  /** The compressed bodies made so far (see encodedBody). */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Bodies smaller than this go uncompressed (headers would cost more than the saving). */
export const COMPRESS_THRESHOLD = 1024;
const PREFERENCE = ['br', 'gzip', 'identity'];

/**
 * A body with its validator: a hash of the body unless the caller has a tag that already stands
 * for these bytes and no others (a search page's tag from its items' digests).
 */
export function representation(text: string | Buffer, contentType: string, etag?: string): Representation {
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  // Weak: the same validator stands for the gzip, brotli and identity encodings of the body.
  return { body, contentType, etag: etag ?? `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

/** The encoding to send for an Accept-Encoding header (RFC 9110 12.5.3), or undefined for identity. */
export function chooseEncoding(acceptEncoding: string | undefined, rep: Representation): Encoding | undefined {
  if (!acceptEncoding || rep.body.length < COMPRESS_THRESHOLD) return undefined;
  const chosen = negotiate(acceptEncoding.slice(0, 1000), PREFERENCE);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** The body in an encoding, compressed on first use and kept. */
export function encodedBody(rep: Representation, encoding: Encoding): Buffer {
  return (rep.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(rep.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: rep.body.length },
        })
      : gzipSync(rep.body, { level: constants.Z_BEST_COMPRESSION }));
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
