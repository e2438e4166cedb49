// The docs feature as the rest of api-mock sees it: other features and the app import only these.
export { OPENAPI_INFO, ROUTE_SCHEMAS, SHARED_SCHEMAS } from './route-schemas';
export { DOCS_CSP, registerDocs } from './register-docs';
