// The OpenAPI 3.1 document (@fastify/swagger, generated from the routes' schemas) and the reference
// UI at /api/docs (@fastify/swagger-ui: Swagger UI's files come from the package, so the page works
// with no internet; no CDN, no validator badge).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '@forest-city/api-contract';
import { OPENAPI_INFO, SHARED_SCHEMAS } from './route-schemas';

/**
 * The reference page's policy: its own scripts, styles and images (Swagger UI draws some icons as
 * data: URIs and sets style attributes), fetches of the document from this origin, nothing else.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI injects one fixed <style> element; its hash (for the pinned @fastify/swagger-ui
  // 6.1.3) is allowed, not 'unsafe-inline'. A browser check: docs/deploying.md (API reference).
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * TypeBox writes a tuple as JSON Schema draft 7 does (`items: [...]`, `additionalItems`); OpenAPI 3.1
 * uses JSON Schema 2020-12, where that is `prefixItems` and `items: false`. Rewrites every tuple of
 * the document in place.
 */
export function tuplesAsPrefixItems<T>(node: T): T {
  if (Array.isArray(node)) for (const child of node) tuplesAsPrefixItems(child);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (Array.isArray(schema.items)) {
      schema.prefixItems = schema.items;
      schema.items = schema.additionalItems === undefined ? true : schema.additionalItems;
      delete schema.additionalItems;
    }
    for (const child of Object.values(schema)) tuplesAsPrefixItems(child);
  }
  return node;
}

/**
 * Leaves out the component schemas no operation reaches: @fastify/swagger also lists the named
 * schemas nested in others (the item's type and status), which the document inlines where they are used.
 */
export function withoutUnusedSchemas<T extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(doc: T): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(prefix)) {
          const name = value.slice(prefix.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(value);
      }
  };
  visit(doc.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return doc;
}

/** Registers on the app itself (not in a child context), so @fastify/swagger sees every route. */
export function registerDocs(app: FastifyInstance): void {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { ...OPENAPI_INFO, version: CONTRACT_VERSION },
      // Relative: the API answers on whatever origin serves it (the shell forwards /api to it).
      servers: [{ url: '/', description: 'The origin this document was read from.' }],
      // A public, read-only API: no operation needs credentials.
      security: [],
      tags: [
        { name: 'infrastructure', description: 'Infrastructure items, their exports and search.' },
        { name: 'metrics', description: 'System metrics.' },
        { name: 'reference', description: 'This document, and the health probe.' },
      ],
    },
    // Components are named by the contract's $id (InfrastructureItem, ApiError, ...).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `schema${i}`) },
    // A copy: the routes' own schemas stay as the contract wrote them.
    transformObject: (documents) => withoutUnusedSchemas(tuplesAsPrefixItems(structuredClone('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject))),
  });
  app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false },
    // The page's title names the product, not the library.
    theme: { title: `${OPENAPI_INFO.title} reference` },
  });
}
