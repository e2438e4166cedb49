// The stand-in tile server's bytes: real-sized tiles from a fixed table, the same in every run.
import { inflateSync } from 'node:zlib';
import { TILE_SIZES_KB, sizedPng, startTileServer, tileSizeFor } from '../tile-server';

/** The chunks of a PNG: type and data, checking the signature and that IEND ends it. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    out.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + len) });
    at += 12 + len;
  }
  expect(out.at(-1)?.type).toBe('IEND');
  return out;
}

test('the tile sizes are those of real raster tiles, 13 to 40 KB', () => {
  expect(Math.min(...TILE_SIZES_KB)).toBe(13);
  expect(Math.max(...TILE_SIZES_KB)).toBe(40);
});

test('each tile takes a size of the table by its coordinates, the same every time, and a view holds several sizes', () => {
  const sizes = [];
  for (let x = 0; x < 5; x++) for (let y = 0; y < 3; y++) sizes.push(tileSizeFor('street', 14, 12900 + x, 8100 + y));
  for (const s of sizes) expect(TILE_SIZES_KB.map((k) => k * 1024)).toContain(s);
  expect(new Set(sizes).size).toBeGreaterThan(3);
  expect(tileSizeFor('street', 14, 12900, 8100)).toBe(sizes[0]);
});

test('a sized tile is a decodable 256x256 PNG of exactly its size, and the same bytes each time', () => {
  for (const kb of [13, 40]) {
    const png = sizedPng(kb * 1024, 3);
    expect(png.length).toBe(kb * 1024);
    const parts = chunks(png);
    const ihdr = parts.find((c) => c.type === 'IHDR')!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([256, 256]);
    expect(inflateSync(parts.find((c) => c.type === 'IDAT')!.data).length).toBe(256 * (1 + 256 * 3));
    // Mostly image, not padding: the noise rows carry the bytes.
    expect(parts.find((c) => c.type === 'IDAT')!.data.length).toBeGreaterThan(kb * 1024 * 0.9);
    expect(sizedPng(kb * 1024, 3).equals(png)).toBe(true);
  }
});

test('the server answers each tile with its size from the table, and 404 for anything else', async () => {
  const tiles = await startTileServer();
  try {
    const res = await fetch(`${tiles.url}/street/14/12901/8102.png`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(tileSizeFor('street', 14, 12901, 8102));
    expect((await fetch(`${tiles.url}/street/x.png`)).status).toBe(404);
    expect(tiles.count()).toBe(1);
    expect(tiles.bytes()).toBe(tileSizeFor('street', 14, 12901, 8102));
  } finally {
    await tiles.close();
  }
});
