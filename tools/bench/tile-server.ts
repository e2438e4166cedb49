// A local stand-in for the tile services, so the benchmark never touches the internet: every
// /{layer}/{z}/{x}/{y}.png answers a 256x256 PNG of a real raster tile's size, the size taken from a
// fixed table by the tile's coordinates (the same tile, the same bytes, in every run), with CORS and
// caching headers like a tile CDN's: the bytes a phone counts before any interaction are a real map's.
import { createServer, type Server } from 'node:http';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * The sizes of real raster tiles (256x256 PNG, street and satellite, a coast and a built-up grid at
 * the map's zooms), in KB of 1,024 bytes: each tile takes one of them by its coordinates.
 */
export const TILE_SIZES_KB = [13, 16, 19, 22, 25, 28, 32, 36, 40] as const;

/** FNV-1a of a tile's layer and coordinates: which size of TILE_SIZES_KB it has. */
export function tileSizeFor(layer: string, z: number, x: number, y: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${layer}/${z}/${x}/${y}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return TILE_SIZES_KB[h % TILE_SIZES_KB.length]! * 1024;
}

/** Seeded pseudo-random bytes (mulberry32): noise that deflate cannot shrink, the same every run. */
function noise(length: number, seed: number): Buffer {
  let a = seed >>> 0;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

/** A size x size RGB PNG of one colour, its first `noisyRows` rows noise (seeded), and `padding` bytes of a tEXt comment. */
function png(size: number, rgb: [number, number, number], noisyRows = 0, seed = 1, padding = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const rows = Array.from({ length: size }, (_, i) => (i < noisyRows ? Buffer.concat([Buffer.from([0]), noise(size * 3, seed + i)]) : row));
  const text = padding > 0 ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding - 8, 0x20)]))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...text,
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 256x256 PNG of exactly `bytes` bytes (at least 2 KB): noise rows up to the size, a comment for the last bytes. */
export function sizedPng(bytes: number, seed = 1): Buffer {
  const rgb: [number, number, number] = [170, 211, 223];
  let rows = Math.min(256, Math.floor(bytes / 800));
  // A tEXt chunk costs 12 bytes and holds at least its 8-byte keyword: leave room for it.
  while (rows > 0 && png(256, rgb, rows, seed).length > bytes - 20) rows--;
  const base = png(256, rgb, rows, seed);
  const out = png(256, rgb, rows, seed, bytes - base.length - 12);
  if (out.length !== bytes) throw new Error(`a ${bytes}-byte tile came out at ${out.length} bytes`);
  return out;
}

/** A size x size RGB PNG of one colour. */
export function solidPng(size = 256, rgb: [number, number, number] = [170, 211, 223]): Buffer {
  return png(size, rgb);
}

export interface TileServer {
  url: string;
  /** Tile template variables for the system (TILE_STREET_URL ...), pointing here. */
  env: Record<string, string>;
  /** Number of tile requests answered. */
  count: () => number;
  /** Bytes of the tiles answered. */
  bytes: () => number;
  close: () => Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const pngs = new Map(TILE_SIZES_KB.map((kb, i) => [kb * 1024, sizedPng(kb * 1024, i + 1)]));
  let served = 0;
  let servedBytes = 0;
  const server: Server = createServer((req, res) => {
    const m = /^\/(\w+)\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    if (!m) {
      res.writeHead(404).end();
      return;
    }
    const png = pngs.get(tileSizeFor(m[1]!, Number(m[2]), Number(m[3]), Number(m[4])))!;
    served++;
    servedBytes += png.length;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=86400' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('tile server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    env: {
      TILE_STREET_URL: `${url}/street/{z}/{x}/{y}.png`,
      TILE_SATELLITE_URL: `${url}/satellite/{z}/{y}/{x}.png`,
      TILE_REFERENCE_URL: `${url}/reference/{z}/{y}/{x}.png`,
      TILE_TERRAIN_URL: `${url}/terrain/{z}/{y}/{x}.png`,
    },
    count: () => served,
    bytes: () => servedBytes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
