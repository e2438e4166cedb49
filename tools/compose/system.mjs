// Starts the composed system: the API, one static server per remote (each on its own port, as
// if deployed apart) and the shell's server. Used by `npm start` and by the end-to-end harness,
// which also stops and restarts single parts to prove the shell survives a remote going down.
// Each part runs supervised: a part that exits without being asked to is started again, with a
// log line, after a pause that doubles while it keeps dying (up to 10 s).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { PARTS, ROOT, partDir, remoteEnvVar } from './parts.mjs';

const STATIC_SERVER = path.join(ROOT, 'tools', 'static-server', 'static-server.mjs');

/** A free TCP port on the loopback interface. */
export async function freePort() {
  return (await freePortsTogether(1))[0];
}

/**
 * n distinct free ports. Each probe server stays open until all n are chosen: closing one before
 * asking for the next lets the system hand the same port out twice, and two parts on one port
 * means one part silently answers for both (seen in CI).
 */
export async function freePortsTogether(n) {
  /** @type {net.Server[]} */
  const servers = [];
  try {
    for (let i = 0; i < n; i++) {
      const srv = net.createServer();
      srv.unref();
      servers.push(srv);
      await new Promise((resolve, reject) => {
        srv.on('error', reject);
        srv.listen(0, '127.0.0.1', () => resolve(undefined));
      });
    }
    return servers.map((srv) => /** @type {net.AddressInfo} */ (srv.address()).port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(() => resolve(undefined)))));
  }
}

/** Resolves once something answers HTTP at url, or rejects after timeoutMs (generous: on a loaded
 * 2-core machine a part has taken over 30 s to answer). */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms (${lastError?.message ?? 'no answer'})`);
}

/**
 * Keeps one process running: `spawnOnce()` starts it; when it exits without `stop()`, a line says
 * so on `log` and it is started again after `delayMs`, doubled for each exit within a minute of
 * its start (at most `maxDelayMs`).
 * @param {object} opts
 * @param {string} opts.name
 * @param {() => import('node:child_process').ChildProcess} opts.spawnOnce
 * @param {(line: string) => void} [opts.log]
 * @param {number} [opts.delayMs]
 * @param {number} [opts.maxDelayMs]
 * @param {(child: import('node:child_process').ChildProcess) => void} [opts.onStart]
 */
export function supervise({ name, spawnOnce, log = (line) => console.error(line), delayMs = 500, maxDelayMs = 10_000, onStart }) {
  let stopped = false;
  let delay = delayMs;
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const run = () => {
    const startedAt = Date.now();
    child = spawnOnce();
    onStart?.(child);
    child.once('exit', (code, signal) => {
      if (stopped) return;
      // A process that ran for a minute starts over from the shortest pause.
      if (Date.now() - startedAt > 60_000) delay = delayMs;
      const wait = delay;
      delay = Math.min(delay * 2, maxDelayMs);
      log(`[system] ${name} exited (${signal ?? `code ${code}`}); restarting it in ${wait} ms`);
      timer = setTimeout(() => {
        timer = undefined;
        if (!stopped) run();
      }, wait);
    });
  };
  run();
  return {
    current: () => child,
    /** Stops supervising and ends the process (SIGTERM, then SIGKILL after 3 s). */
    stop: () =>
      new Promise((resolve) => {
        stopped = true;
        clearTimeout(timer);
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** The command that serves one part: the same thing its own `npm start` runs. */
function commandFor(part, port) {
  const cwd = partDir(part);
  switch (part.kind) {
    case 'api':
      return { cmd: process.execPath, args: ['dist/server/main.mjs'], cwd };
    case 'remote':
      // Our static server (@fastify/send inside, plus CORS, security headers and the page's CSP).
      return { cmd: process.execPath, args: [STATIC_SERVER, 'dist', '--port', String(port), '--host', '127.0.0.1'], cwd };
    case 'host':
      return { cmd: process.execPath, args: ['server/index.mjs'], cwd };
    default:
      throw new Error(`unknown part kind ${part.kind}`);
  }
}

/**
 * @param {object} [opts]
 * @param {Record<string, number>} [opts.ports]  port per part dir; 0 or missing = default (or a free port when opts.freePorts)
 * @param {boolean} [opts.freePorts]  pick free ports for every part (tests)
 * @param {Record<string,string>} [opts.env]  extra environment for every part
 * @param {'inherit'|'pipe'|'ignore'} [opts.stdio]
 */
export async function startSystem(opts = {}) {
  const ports = {};
  const free = opts.freePorts ? await freePortsTogether(PARTS.length) : [];
  PARTS.forEach((part, i) => {
    ports[part.dir] = opts.ports?.[part.dir] || (opts.freePorts ? free[i] : part.port);
  });
  const taken = Object.values(ports);
  if (new Set(taken).size !== taken.length) throw new Error(`Two parts were given the same port: ${JSON.stringify(ports)}`);
  const urls = Object.fromEntries(PARTS.map((p) => [p.dir, `http://localhost:${ports[p.dir]}`]));
  const env = {
    ...process.env,
    ...opts.env,
    API_URL: urls['api-mock'],
    ...Object.fromEntries(PARTS.filter((p) => p.kind === 'remote').map((p) => [remoteEnvVar(p.key), `${urls[p.dir]}/mf-manifest.json`])),
  };
  /** @type {Map<string, ReturnType<typeof supervise>>} */
  const children = new Map();

  async function startPart(dir) {
    const part = PARTS.find((p) => p.dir === dir);
    if (!part) throw new Error(`unknown part ${dir}`);
    const { cmd, args, cwd } = commandFor(part, ports[dir]);
    const spawnOnce = () =>
      spawn(cmd, args, {
        cwd,
        env: { ...env, PORT: String(ports[dir]), HOST: '127.0.0.1' },
        stdio: opts.stdio ?? 'inherit',
      });
    children.set(dir, supervise({ name: dir, spawnOnce }));
    const probe = part.kind === 'api' ? '/healthz' : part.kind === 'remote' ? '/mf-manifest.json' : '/runtime-config.json';
    await waitForHttp(`${urls[dir]}${probe}`);
  }

  async function stopPart(dir) {
    const supervised = children.get(dir);
    if (!supervised) return;
    children.delete(dir);
    await supervised.stop();
  }

  async function stop() {
    await Promise.all([...children.keys()].map(stopPart));
  }

  try {
    await Promise.all(PARTS.map((p) => startPart(p.dir)));
  } catch (err) {
    await stop();
    throw err;
  }
  /** @type {string} */
  const url = `http://localhost:${ports.shell}`;
  return { urls, ports, startPart, stopPart, stop, url };
}
