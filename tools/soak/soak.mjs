// Soak test of the API and of the shell's /api forward (issue 21, item 7): on loopback, 100
// connections for 60 s against each at once (the API directly, and the API through the shell), a
// mix of the list, the metrics and a search in the three languages. Passes when no request failed
// (no error, no timeout, no non-2xx) and each server's memory is back within 20 % of its start once
// the load is over. "Memory" is the V8 heap in use after a full garbage collection, read through
// each server's inspector (started on loopback for the soak only): what the server still holds.
// Resident memory (RSS) is printed beside it but is not the verdict, because V8 and the C allocator
// keep pages they have freed for reuse (seen: RSS 88 -> 108 MB with the heap back to its start).
// Not part of `npm test` (it takes about 90 s of both CPUs): CI runs `npm run soak` after it (the
// shell must be built: `npm run build`). SOAK_DURATION (seconds) and SOAK_CONNECTIONS change the
// load; the report is printed as JSON. Uses Node 22's WebSocket client.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../compose/parts.mjs';
import { freePortsTogether, waitForHttp } from '../compose/system.mjs';

const DURATION = Number(process.env.SOAK_DURATION) || 60;
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS) || 100;
/** Memory after the load may exceed its start by at most this share. */
const MEMORY_TOLERANCE = 0.2;
const SETTLE_MS = 10_000;

const REQUESTS = [
  { method: 'GET', path: '/api/infrastructure?lang=en' },
  { method: 'GET', path: '/api/metrics?lang=zh' },
  { method: 'GET', path: '/api/infrastructure/search/pump?lang=ms' },
  { method: 'GET', path: '/api/infrastructure?lang=zh&type=water,drainage' },
];

/** Resident memory of a process, in MB (Linux: /proc). */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/**
 * The V8 heap in use after a full collection, in MB, through the Chrome DevTools protocol on the
 * process's inspector WebSocket.
 */
async function heapAfterGcMb(inspectorUrl) {
  const ws = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', () => reject(new Error(`the inspector at ${inspectorUrl} did not answer`)), { once: true });
  });
  let id = 0;
  const pending = new Map();
  ws.addEventListener('message', (event) => {
    const msg = JSON.parse(String(event.data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const send = (method) =>
    new Promise((resolve, reject) => {
      id += 1;
      pending.set(id, (msg) => (msg.error ? reject(new Error(`${method}: ${msg.error.message}`)) : resolve(msg.result)));
      ws.send(JSON.stringify({ id, method }));
    });
  try {
    // Twice: the first collection can leave work (finalizers, weak references) for the second.
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const { usedSize } = await send('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    ws.close();
  }
}

function start(name, args, cwd, env) {
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', ...args], {
    cwd,
    env: { ...process.env, ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The inspector prints its address on stderr; everything else there is passed on.
  child.inspector = new Promise((resolve) => {
    let buffered = '';
    child.stderr.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        const m = /Debugger listening on (ws:\/\/\S+)/.exec(line);
        if (m) resolve(m[1]);
        else if (!/^(For help, see|Debugger attached|Debugger ending|Waiting for the debugger)/.test(line)) process.stderr.write(`${name}: ${line}\n`);
      }
    });
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited during the soak (${code ?? signal})`);
      process.exitCode = 1;
    }
  });
  return child;
}

let stopping = false;
const round1 = (mb) => Math.round(mb * 10) / 10;
const run = (url, duration, connections) => autocannon({ url, connections, duration, requests: REQUESTS, timeout: 10 });

async function main() {
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('The shell is not built: run "npm run build" first.');
  const [apiPort, shellPort] = await freePortsTogether(2);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const shellUrl = `http://127.0.0.1:${shellPort}`;
  // Plain node processes (tsx as a loader, not its wrapper), so their memory is the servers'.
  const api = start('the API', ['--import', 'tsx', 'src/server/main.ts'], path.join(ROOT, 'api-mock'), { PORT: String(apiPort) });
  const shell = start('the shell', ['server/index.mjs'], path.join(ROOT, 'shell'), { PORT: String(shellPort), API_URL: apiUrl });
  const servers = { api, shell };
  try {
    await waitForHttp(`${apiUrl}/healthz`);
    await waitForHttp(`${shellUrl}/runtime-config.json`);
    // Warm up (JIT, caches, sockets) so the start figure is the servers' working size.
    await Promise.all([run(apiUrl, 5, 10), run(shellUrl, 5, 10)]);
    const measure = async () =>
      Object.fromEntries(await Promise.all(Object.entries(servers).map(async ([k, p]) => [k, { heap: await heapAfterGcMb(await p.inspector), rss: rssMb(p.pid) }])));
    const before = await measure();
    const [direct, forward] = await Promise.all([run(apiUrl, DURATION, CONNECTIONS), run(shellUrl, DURATION, CONNECTIONS)]);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = await measure();
    const summary = (r) => ({
      requests: r.requests.total,
      reqPerSec: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
    });
    const report = {
      duration: DURATION,
      connections: CONNECTIONS,
      api: summary(direct),
      shellForward: summary(forward),
      memoryMb: Object.fromEntries(
        Object.keys(servers).map((k) => [
          k,
          { heapBefore: round1(before[k].heap), heapAfter: round1(after[k].heap), rssBefore: round1(before[k].rss), rssAfter: round1(after[k].rss) },
        ]),
      ),
    };
    const failures = [];
    for (const [name, r] of [
      ['api', direct],
      ['shell forward', forward],
    ]) {
      if (r.errors || r.timeouts || r.non2xx) failures.push(`${name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
    }
    for (const k of Object.keys(servers)) {
      if (after[k].heap > before[k].heap * (1 + MEMORY_TOLERANCE))
        failures.push(`${k}: heap after GC ${round1(before[k].heap)} -> ${round1(after[k].heap)} MB, more than ${MEMORY_TOLERANCE * 100} % above its start`);
    }
    console.log(JSON.stringify({ ...report, passed: failures.length === 0, failures }, null, 2));
    if (failures.length) process.exitCode = 1;
  } finally {
    stopping = true;
    api.kill('SIGTERM');
    shell.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
  stopping = true;
});
