// The http feature as the rest of api-mock sees it: other features and the app import only these.
export { ApiHttpError, errorBody } from './api-error';
export { FORMATS, negotiateFormat } from './negotiate-format';
export type { Format } from './negotiate-format';
export { chooseEncoding, encodedBody, etagMatches, representation, RepresentationCache } from './representation';
export type { Encoding, Representation } from './representation';
