// The OpenAPI 3.1 document (@fastify/swagger, generated from the routes' schemas) and the reference
// UI at /api/docs (@fastify/swagger-ui: Swagger UI's files come from the package, so the page works
// with no internet; no CDN, no validator badge).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '../../contract/index';
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

/** Registers on the app itself (not in a child context), so @fastify/swagger sees every route. */
export function registerDocs(app: FastifyInstance): void {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { ...OPENAPI_INFO, version: CONTRACT_VERSION },
      tags: [
        { name: 'infrastructure', description: 'Infrastructure items, their exports and search.' },
        { name: 'metrics', description: 'System metrics.' },
        { name: 'reference', description: 'This document, and the health probe.' },
      ],
    },
    // Components are named by the contract's $id (InfrastructureItem, ApiError, ...).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `schema${i}`) },
  });
  app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false },
  });
}
