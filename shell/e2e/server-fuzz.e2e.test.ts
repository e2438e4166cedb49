// Every server of the built system (the API, the shell's server with its prerendered pages and its
// /api forward, a remote's static server) survives any single request (issue 48): malformed and
// odd Range, If-*, Expect, Host and method combinations as raw bytes on loopback, each answered
// below 500; one connection pipelining 1,000 page requests does not stop the shell answering
// others; a client that stops reading is disconnected; and each server still answers afterwards.
// No browser: raw sockets (tools/soak/hostile-http.mjs).
type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;
type Hostile = typeof import('../../tools/soak/hostile-http.mjs');

const SLOW_READER_MS = 2_000;
let system: System;
let hostile: Hostile;
beforeAll(async () => {
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  hostile = await import('../../tools/soak/hostile-http.mjs');
  system = await startSystem({ freePorts: true, env: { ...TEST_TILE_ENV, SLOW_READER_MS: String(SLOW_READER_MS) }, stdio: 'ignore' });
}, 120_000);
afterAll(async () => {
  await system?.stop();
});

const port = (part: string) => (system.ports as Record<string, number>)[part]!;
const servers = () => [
  { name: 'the API', port: port('api-mock'), paths: ['/api/infrastructure', '/api/metrics'] },
  { name: "the shell's server", port: port('shell'), paths: ['/', '/forest-city-report', '/runtime-config.json', '/api/metrics'] },
  { name: "the map remote's static server", port: port('mfe-map'), paths: ['/remoteEntry.js', '/mf-manifest.json', '/'] },
];

/** Runs `jobs` at most `n` at a time. */
async function inParallel<T>(jobs: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

test('fuzz: every hostile request to every server is answered below 500, and every server still answers', async () => {
  const problems: string[] = [];
  for (const { name, port, paths } of servers()) {
    const requests = paths.flatMap((p) => hostile.hostileRequests(p, `127.0.0.1:${port}`));
    const results = await inParallel(
      requests.map((request) => () => hostile.rawExchange(port, request, { timeoutMs: 20_000 })),
      4,
    );
    results.forEach(({ text }, i) => {
      const codes = hostile.statuses(text);
      if (codes.length === 0 || codes.some((c) => c >= 500)) problems.push(`${name}: ${JSON.stringify(requests[i]!.slice(0, 160))} -> ${codes.join(',') || 'no answer'}`);
    });
    for (const p of paths) expect({ name, p, answers: await hostile.answers(port, p) }).toEqual({ name, p, answers: true });
  }
  expect(problems).toEqual([]);
});

test('one connection pipelining 1,000 page requests: the shell goes on answering others, and after it', async () => {
  const shell = port('shell');
  const attack = hostile.pipeliningAttacker(shell, { path: '/', count: 1_000, holdMs: 15_000 });
  const during = await Promise.all(
    Array.from({ length: 5 }, () => hostile.rawExchange(shell, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', { timeoutMs: 60_000 })),
  );
  expect(during.map(({ text }) => hostile.statuses(text))).toEqual(Array.from({ length: 5 }, () => [200]));
  // The server closed the attacker's connection (past MAX_PIPELINED), not the attacker after 15 s.
  expect(await attack).toEqual({ closedByServer: true });
  expect(await hostile.answers(shell, '/')).toBe(true);
});

test('a client that stops reading is disconnected (SLOW_READER_MS), and the server goes on', async () => {
  const map = port('mfe-map');
  const { readdirSync, statSync } = await import('node:fs');
  const path = await import('node:path');
  const dist = path.join(__dirname, '..', '..', 'mfe-map', 'dist');
  // The largest script: eight of them are more than the sockets' buffers hold.
  const [largest] = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size);
  const size = statSync(path.join(dist, largest!)).size;
  expect(size).toBeGreaterThan(500_000);
  const { connect } = await import('node:net');
  const received = await new Promise<{ bytes: number; ended: boolean }>((resolve) => {
    let bytes = 0;
    const socket = connect(map, '127.0.0.1', () => {
      socket.write(`GET /${largest} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n`.repeat(8));
      socket.pause();
      // Read again well after the limit: what the server did not cut off would all arrive now.
      setTimeout(() => socket.resume(), SLOW_READER_MS * 4);
    });
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const done = (ended: boolean) => () => resolve({ bytes, ended });
    socket.on('end', done(true));
    socket.on('error', done(true));
    setTimeout(done(false), SLOW_READER_MS * 4 + 20_000).unref();
  });
  expect(received.ended).toBe(true);
  expect(received.bytes).toBeLessThan(8 * size);
  expect(await hostile.answers(map, '/mf-manifest.json')).toBe(true);
});
