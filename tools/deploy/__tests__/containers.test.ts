// The container recipes (docs/deploying.md, "Containers"), linted without building them: every
// Dockerfile passes dockerfile-utils' validator and ends in a production stage (NODE_ENV, a non-root
// user, a health check, the part's production entry) fed by a build stage; compose.yaml runs one
// service per part of tools/compose/parts.mjs on `npm start`'s ports. Each check is also run on a
// broken copy of the recipe, so none of them can pass whatever the recipe says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const loadParts = () => import('../../compose/parts.mjs') as Promise<typeof import('../../compose/parts.mjs')>;

interface Recipe {
  file: string;
  /** What the final stage runs, in exec form, from /app. */
  entry: string[];
  /** The port its ENV PORT and EXPOSE name (the remotes' image is given each remote's port by compose). */
  port: number;
}

const RECIPES: Recipe[] = [
  { file: 'api-mock/Dockerfile', entry: ['node', 'api-mock/dist/server/main.mjs'], port: 8090 },
  { file: 'shell/Dockerfile', entry: ['node', 'shell/server/index.mjs'], port: 8080 },
  { file: 'tools/static-server/Dockerfile', entry: ['node', 'tools/static-server/static-server.mjs', 'remote/dist'], port: 8000 },
];

/** What is wrong with a Dockerfile, one line per problem; none for a good recipe. */
function dockerfileProblems(text: string, { entry, port }: Recipe): string[] {
  const problems = validate(text).map((d) => `dockerfile-utils: ${d.message}`);
  const dockerfile = DockerfileParser.parse(text);
  const base = dockerfile.getInitialARGs().find((a) => a.getProperty()?.getName() === 'NODE_IMAGE');
  if (base?.getProperty()?.getValue() !== 'node:22-bookworm-slim') problems.push('no ARG NODE_IMAGE=node:22-bookworm-slim before the first FROM');
  const froms = dockerfile.getFROMs();
  if (froms.some((from) => from.getImage() !== '${NODE_IMAGE}')) problems.push('a stage is not FROM ${NODE_IMAGE}');
  const [first, last] = [froms[0], froms.at(-1)];
  if (!first || !last || froms.length < 2) return [...problems, 'not multi-stage'];

  const final = dockerfile.getContainingImage(last.getRange().start);
  if (!final) return [...problems, 'no final stage'];
  const instructions = final.getInstructions();
  const args = (keyword: string) => instructions.filter((i) => i.getKeyword() === keyword).map((i) => i.getArguments().map((a) => a.getValue()));
  const buildStage = first.getBuildStage();
  if (!buildStage || !final.getCOPYs().some((copy) => copy.getFromFlag()?.getValue() === buildStage)) problems.push('the final stage copies nothing from the build stage');

  const env = new Map(final.getENVs().flatMap((e) => e.getProperties().map((p) => [p.getName(), p.getValue()] as const)));
  if (env.get('NODE_ENV') !== 'production') problems.push('the final stage does not set NODE_ENV=production');
  if (env.get('PORT') !== String(port)) problems.push(`the final stage's PORT is not ${port}`);
  if (!args('EXPOSE').some((a) => a.includes(String(port)))) problems.push(`the final stage does not EXPOSE ${port}`);

  const user = args('USER').at(-1)?.[0];
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push('the final stage runs as root');
  const healthcheck = final.getHEALTHCHECKs().at(-1);
  if (!healthcheck || healthcheck.getSubcommand()?.getValue() !== 'CMD') problems.push('the final stage has no HEALTHCHECK CMD');

  const cmd = final.getCMDs().at(-1);
  const exec = cmd?.getArgumentsContent()?.trim();
  let started: unknown;
  try {
    started = exec ? JSON.parse(exec) : undefined;
  } catch {
    started = exec;
  }
  if (JSON.stringify(started) !== JSON.stringify(entry)) problems.push(`the final stage does not start ${JSON.stringify(entry)} (it starts ${JSON.stringify(started)})`);
  return problems;
}

/** Which part a compose service builds: its Dockerfile, and for the static server the REMOTE it is built for. */
function partOf(build: { dockerfile?: string; args?: Record<string, string> } | undefined): string | undefined {
  if (build?.dockerfile === 'tools/static-server/Dockerfile') return build.args?.REMOTE;
  return build?.dockerfile?.split('/')[0];
}

type Service = {
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  restart?: string;
  depends_on?: Record<string, { condition: string }>;
};

/** What is wrong with compose.yaml against the parts `npm start` runs; none for a good one. */
function composeProblems(text: string, parts: { dir: string; kind: string; port: number }[]): string[] {
  const problems: string[] = [];
  const { services } = parse(text, { merge: true }) as { services: Record<string, Service> };
  const byPart = new Map<string, [string, Service][]>();
  for (const entry of Object.entries(services)) {
    const part = partOf(entry[1].build) ?? `(no part: ${entry[0]})`;
    byPart.set(part, [...(byPart.get(part) ?? []), entry]);
  }
  for (const [part, entries] of byPart) {
    if (!parts.some((p) => p.dir === part)) problems.push(`service ${entries.map(([n]) => n).join(', ')} runs no part of parts.mjs (${part})`);
  }
  for (const part of parts) {
    const entries = byPart.get(part.dir) ?? [];
    const [only] = entries;
    if (!only || entries.length !== 1) {
      problems.push(`${part.dir} has ${entries.length} services, not one`);
      continue;
    }
    const [name, service] = only;
    if (service.environment?.PORT !== String(part.port)) problems.push(`${name} does not listen on ${part.dir}'s port ${part.port}`);
    if (service.restart !== 'unless-stopped') problems.push(`${name} is not restart: unless-stopped`);
    if (part.kind === 'remote' && service.build?.dockerfile !== 'tools/static-server/Dockerfile') problems.push(`${name} is not the remotes' static server`);
  }
  // The shell starts once every other part answers its health check.
  const shell = byPart.get('shell')?.[0]?.[1];
  for (const [part, entries] of byPart) {
    if (part === 'shell') continue;
    for (const [name] of entries) if (shell?.depends_on?.[name]?.condition !== 'service_healthy') problems.push(`the shell does not wait for ${name} to be healthy`);
  }
  return problems;
}

describe.each(RECIPES)('$file', (recipe) => {
  const text = read(recipe.file);

  test('is valid, multi-stage, and its final stage runs the production build as a non-root user with a health check', () => {
    expect(dockerfileProblems(text, recipe)).toEqual([]);
  });

  test.each([
    ['a syntax error', (t: string) => t.replace(/^WORKDIR \/app$/m, 'WORKDIR /app\nCOPY'), /dockerfile-utils/],
    ['an unversioned base image', (t: string) => t.replace('NODE_IMAGE=node:22-bookworm-slim', 'NODE_IMAGE=node'), /ARG NODE_IMAGE/],
    ['a fixed base image', (t: string) => t.replace(/^FROM \$\{NODE_IMAGE\}$/m, 'FROM node:latest'), /FROM \$\{NODE_IMAGE\}/],
    ['one stage', (t: string) => t.replace(/^FROM [^\n]*AS build\n[\s\S]*?(?=^FROM )/m, ''), /not multi-stage/],
    ['nothing from the build stage', (t: string) => t.replaceAll('--from=build', '--from=nothing'), /copies nothing/],
    ['no NODE_ENV', (t: string) => t.replace('NODE_ENV=production', 'NODE_ENV=development'), /NODE_ENV=production/],
    ['another port', (t: string) => t.replace(`PORT=${recipe.port}`, 'PORT=1'), /PORT is not/],
    ['no EXPOSE', (t: string) => t.replace(/^EXPOSE .*\n/m, ''), /EXPOSE/],
    ['root', (t: string) => t.replace(/^USER node$/m, 'USER root'), /runs as root/],
    ['no user', (t: string) => t.replace(/^USER node\n/m, ''), /runs as root/],
    ['no health check', (t: string) => t.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, ''), /HEALTHCHECK/],
    ['another entry', (t: string) => t.replace(/^CMD .*$/m, 'CMD ["npm", "start"]'), /does not start/],
  ])('its lint fails on %s', (_, breakIt, problem) => {
    const broken = breakIt(text);
    expect(broken).not.toBe(text);
    expect(dockerfileProblems(broken, recipe).join('\n')).toMatch(problem);
  });
});

describe('compose.yaml', () => {
  const text = read('compose.yaml');

  test("runs one service per part on npm start's ports, restarted unless stopped, the remotes on the static server", async () => {
    const { PARTS } = await loadParts();
    expect(PARTS.length).toBeGreaterThan(0);
    expect(composeProblems(text, PARTS)).toEqual([]);
  });

  test.each([
    ['a missing part', (t: string) => t.replace(/^ {2}stormwater:\n(?: {4}.*\n)+/m, ''), /mfe-stormwater has 0 services/],
    [
      'a part twice',
      (t: string) =>
        t.replace(/^ {2}report:\n/m, '  report2:\n    <<: *remote\n    build: { <<: *remote-build, args: { REMOTE: mfe-report } }\n    environment: { PORT: "3004" }\n  report:\n'),
      /mfe-report has 2 services/,
    ],
    ['another port', (t: string) => t.replace("PORT: '3002'", "PORT: '3999'"), /port 3002/],
    ['no restart policy', (t: string) => t.replace('restart: unless-stopped', 'restart: "no"'), /unless-stopped/],
    [
      'a remote on another server',
      (t: string) => t.replace('args: { REMOTE: mfe-map }', 'args: { REMOTE: mfe-map }, dockerfile: mfe-map/Dockerfile'),
      /map is not the remotes' static server/,
    ],
    ['a shell that does not wait', (t: string) => t.replace(/^ {6}api: \{ condition: service_healthy \}\n/m, ''), /does not wait for api/],
  ])('its lint fails on %s', async (_, breakIt, problem) => {
    const { PARTS } = await loadParts();
    const broken = breakIt(text);
    expect(broken).not.toBe(text);
    expect(composeProblems(broken, PARTS).join('\n')).toMatch(problem);
  });
});
