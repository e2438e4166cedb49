// The docs feature as the rest of api-mock sees it: other features and the app import only these.
export { buildOpenApi } from './openapi';
export { REFERENCE_STYLE_HASH, renderReferencePage } from './reference-page';
