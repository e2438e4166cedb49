// `npm run dev`: the API (restarting on change) and every part's Rspack dev server with hot
// reload, on the default ports of parts.mjs, in one terminal.
import concurrently from 'concurrently';
import path from 'node:path';
import { PARTS, ROOT, partDir } from './parts.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const commands = PARTS.map((part) => ({
  name: part.dir,
  cwd: partDir(part),
  command: part.kind === 'api' ? `${bin('tsx')} watch src/server/main.ts` : `${bin('rspack')} serve`,
  env: { PORT: String(part.port), NODE_ENV: 'development', API_URL: 'http://localhost:8090' },
}));

console.log('Dev servers: shell http://localhost:8080 (remotes on 3001-3004, API on 8090). Ctrl-C stops all.');
const { result } = concurrently(commands, { prefix: 'name', killOthersOn: ['failure'], handleInput: false });
result.catch(() => process.exit(1));
