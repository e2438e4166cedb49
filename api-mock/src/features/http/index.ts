// The http feature as the rest of api-mock sees it: other features and the app import only these.
export { ApiHttpError, errorBody } from './api-error';
export { FORMATS, negotiateFormat } from './negotiate-format';
export type { Format } from './negotiate-format';
export { etagMatches, representation, RepresentationCache } from './representation';
export type { Representation } from './representation';
