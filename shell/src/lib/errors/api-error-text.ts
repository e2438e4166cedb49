// What the page says about a failed API call, by whose fault it is (ApiRequestError's kind,
// @forest-city/contracts): a 4xx names the visitor's input, a 5xx or an unreachable service names
// the service, a timeout says it took too long, a malformed answer says the data could not be read.
import { apiFailureKind, type ApiFailureKind } from '@forest-city/contracts';

/** Key in the common namespace of the sentence for `error` (`errors.api.*`, or `errors.search.*` for a search). */
export function apiErrorKey(error: unknown, context: 'data' | 'search' = 'data'): `errors.${'api' | 'search'}.${ApiFailureKind}` {
  return `errors.${context === 'search' ? 'search' : 'api'}.${apiFailureKind(error)}`;
}
