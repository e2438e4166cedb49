// `node tools/release/release.mjs --write` (npm run release:version, after `changeset version`):
// build, then record every part whose version changed, and give the recorded builds their
// versions' names. `node tools/release/release.mjs` (npm run release:check, CI): build, then fail on a
// part that is not what its record names and that no pending changeset covers (docs/releasing.md).
import path from 'node:path';
import { buildAll } from '../compose/build-all.mjs';
import { ROOT } from '../compose/parts.mjs';
import { currentDigest, releaseStates, writeRecord } from './record.mjs';

const write = process.argv.includes('--write');
await buildAll();
const recorded = [];
let failed = false;
for (const { part, version, digest, record, state } of releaseStates({ digestOf: (p) => currentDigest(p) })) {
  const dir = path.join(ROOT, part.dir);
  if (state === 'released') continue;
  if (write && (!record || record.version !== version)) {
    writeRecord(dir, { version, digest });
    recorded.push(part.dir);
    console.log(`recorded ${part.name} ${version}`);
  } else if (state === 'covered' && !write) {
    console.log(`${part.name}: changed since ${record?.version ?? 'its first release'}, covered by a pending changeset`);
  } else {
    failed = true;
    console.error(
      state === 'unrecorded' && !write
        ? `${part.name} ${version} is not recorded: versions are set by \`npm run release:version\`, which records what each one ships.`
        : `${part.name} changed since its release ${record?.version} without a changeset: run \`npx changeset\` and name it${write ? ', then `npm run release:version` again' : ''}.`,
    );
  }
}
if (failed) process.exit(1);
// The builds just recorded take their versions' names (a copy of each build, no rebuild).
if (recorded.length) await buildAll({ only: recorded });
