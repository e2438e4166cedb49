import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { InfrastructureItemSchema, ListQuerySchema, SystemMetricSchema } from '@forest-city/api-contract';
import { buildApp } from '../../../server/app';
import { loadDataset } from '../../../lib/dataset';

let app: FastifyInstance;
let doc: any;

beforeAll(async () => {
  app = buildApp({ dataset: loadDataset(path.join(__dirname, '../../../../data/forest-city.dataset.json')) });
  await app.ready();
  doc = app.swagger();
});
afterAll(() => app.close());

describe('the OpenAPI document generated from the routes', () => {
  it('is a valid OpenAPI 3.1 document (an OpenAPI validator, not a snapshot)', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('passes Redocly’s lint (its recommended rules) with no error and no warning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = path.join(__dirname, '../../../../../node_modules/@redocly/cli/bin/cli.js');
      // Telemetry and the update check off: the test reaches no other host.
      const run = spawnSync(process.execPath, [cli, 'lint', file, '--format=stylish'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      });
      const out = `${run.stdout}${run.stderr}`;
      expect(out).toContain('Woohoo! Your API description is valid.');
      expect(out).not.toMatch(/\b(error|warning)\b/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes tuples as JSON Schema 2020-12 does (prefixItems), never the draft 7 array form', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('additionalItems');
    const pair = doc.components.schemas.InfrastructureItem.properties.extent.properties.ring.items;
    expect(pair).toEqual(expect.objectContaining({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: false }));
  });

  it('has every endpoint of the API and hides the reference UI own routes', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/infrastructure',
        '/api/infrastructure.csv',
        '/api/infrastructure.geojson',
        '/api/infrastructure.json',
        '/api/infrastructure/search',
        '/api/infrastructure/search/{text}',
        '/api/metrics',
        '/api/openapi.json',
        '/healthz',
      ].sort(),
    );
  });

  it('takes its schemas from the contract, by reference', () => {
    const item = doc.components.schemas.InfrastructureItem;
    expect(Object.keys(item.properties)).toEqual(Object.keys(InfrastructureItemSchema.properties));
    expect(item.required).toEqual(InfrastructureItemSchema.required);
    expect(doc.components.schemas.SystemMetric.properties.metricValue.description).toBe(SystemMetricSchema.properties.metricValue.description);
    const ok = doc.paths['/api/infrastructure'].get.responses['200'].content;
    expect(ok['application/json'].schema.items.$ref).toBe('#/components/schemas/InfrastructureItem');
    expect(ok['application/geo+json'].schema.$ref).toBe('#/components/schemas/ItemFeatureCollection');
    const list = doc.paths['/api/infrastructure'].get.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name);
    expect(list.sort()).toEqual(Object.keys(ListQuerySchema.properties).sort());
  });

  it('documents the 400 of every data endpoint in the error shape, and the required search text', () => {
    for (const p of ['/api/infrastructure', '/api/infrastructure/search', '/api/infrastructure/search/{text}', '/api/metrics']) {
      expect(doc.paths[p].get.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    }
    expect(doc.paths['/api/infrastructure/search'].get.parameters.find((p: any) => p.name === 'q').required).toBe(true);
    expect(doc.paths['/api/infrastructure/search/{text}'].get.parameters.find((p: any) => p.name === 'text').in).toBe('path');
  });
});

describe('the reference UI', () => {
  it('is served from the package (no CDN) with a CSP that allows only this origin', async () => {
    const res = await app.inject('/api/docs/');
    const page = res.statusCode === 302 ? await app.inject(res.headers.location as string) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    // The tab says whose reference it is.
    expect(page.body).toContain('<title>Forest City infrastructure API reference</title>');
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval|\*/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect((await app.inject(new URL(src, 'http://x/api/docs/').pathname)).statusCode).toBe(200);
    const init = await app.inject('/api/docs/static/swagger-initializer.js');
    // Swagger UI's validator badge would call validator.swagger.io: off.
    expect(init.body).toContain('"validatorUrl":null');
    expect(init.body).not.toContain('validator.swagger.io');
  });
});
