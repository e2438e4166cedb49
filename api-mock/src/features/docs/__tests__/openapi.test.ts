import { InfrastructureItemSchema, SystemMetricSchema } from '../../../contract/index';
import { buildOpenApi } from '../openapi';
import { renderReferencePage } from '../reference-page';

const doc = buildOpenApi() as any;

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref') out.push(v as string);
      else refs(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every endpoint of the API', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/docs',
        '/api/infrastructure',
        '/api/infrastructure.csv',
        '/api/infrastructure.geojson',
        '/api/infrastructure/search',
        '/api/infrastructure/search/{text}',
        '/api/metrics',
        '/api/openapi.json',
        '/healthz',
      ].sort(),
    );
  });

  it('has only references that resolve', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(10);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!]).toBeDefined();
    }
  });

  it('takes its schemas from the contract', () => {
    const item = doc.components.schemas.InfrastructureItem;
    expect(Object.keys(item.properties)).toEqual(Object.keys(InfrastructureItemSchema.properties));
    expect(item.required).toEqual(InfrastructureItemSchema.required);
    expect(item.properties.status).toEqual({ $ref: '#/components/schemas/ItemStatus' });
    expect(doc.components.schemas.SystemMetric.properties.metricValue).toEqual(JSON.parse(JSON.stringify(SystemMetricSchema.properties.metricValue)));
  });

  it('documents the 400 of every data endpoint and the required search text', () => {
    for (const path of ['/api/infrastructure', '/api/infrastructure/search', '/api/infrastructure/search/{text}', '/api/metrics']) {
      expect(doc.paths[path].get.responses['400']).toBeDefined();
    }
    expect(doc.paths['/api/infrastructure/search'].get.parameters.find((p: any) => p.name === 'q').required).toBe(true);
  });
});

describe('the reference page', () => {
  it('lists every path and escapes text', () => {
    const html = renderReferencePage({ ...doc, info: { ...doc.info, summary: '<b>x</b>' } });
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${path.replace(/&/g, '&amp;')}</code>`);
    expect(html).not.toMatch(/<script/i);
  });
});
