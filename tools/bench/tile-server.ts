// A local stand-in for the tile services, so the benchmark never touches the internet: every
// /{layer}/{z}/{x}/{y}.png answers the same 256x256 PNG (a flat sea-grey tile, the size of a real
// raster tile request), with CORS and caching headers like a tile CDN's.
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

/** A size x size RGB PNG of one colour. */
export function solidPng(size = 256, rgb: [number, number, number] = [170, 211, 223]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export interface TileServer {
  url: string;
  /** Tile template variables for the system (TILE_STREET_URL ...), pointing here. */
  env: Record<string, string>;
  /** Number of tile requests answered. */
  count: () => number;
  close: () => Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const png = solidPng();
  let served = 0;
  const server: Server = createServer((req, res) => {
    if (!/^\/\w+\/\d+\/\d+\/\d+\.png$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
      res.writeHead(404).end();
      return;
    }
    served++;
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
