// `npm start`: build what is not built, start the API, the four remotes and the shell, print
// the URL, and stop every process on Ctrl-C.
import { buildAll } from './build-all.mjs';
import { startSystem } from './system.mjs';

const shellPort = Number(process.env.PORT) || 8080;
await buildAll();
const system = await startSystem({ ports: { shell: shellPort } });
console.log(`\nForest City infrastructure dashboard: ${system.url}\n`);
for (const [dir, url] of Object.entries(system.urls)) console.log(`  ${dir.padEnd(15)} ${url}`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await system.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
