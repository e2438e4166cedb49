// A remote's texts (its i18next namespace, served by the remote) on the way to its slot.
import type { i18n as I18n } from 'i18next';
import type { TranslationRequest } from './i18n';

/**
 * Whether the namespace's texts are there in every language of the page (the current one and its
 * fallbacks); true also when there is nothing to fetch them from (texts given at init, as in the
 * component tests).
 */
export function hasTexts(i18n: I18n, namespace: string): boolean {
  return !(i18n.services.backendConnector as { backend?: unknown } | undefined)?.backend || missingLanguages(i18n, namespace).length === 0;
}

/** The page's languages (the current one and its fallbacks) without the namespace's texts. */
const missingLanguages = (i18n: I18n, namespace: string) => i18n.languages.filter((lng) => !i18n.hasResourceBundle(lng, namespace));

/**
 * Fetches the namespace in the page's languages (the current one and its fallbacks) where it is
 * missing, beside the remote's code rather than after it. Where it is there already, or on its
 * way, nothing more is asked.
 *
 * This is also what makes Retry whole after an outage: i18next keeps a namespace whose loading
 * failed as "loaded" (a retryable failure once its retries are spent, a 4xx at once), so the
 * remote, back again, would render its keys instead of its texts and i18next would never ask
 * again. `reloadResources` asks anew; a load still pending is joined, not repeated. The namespace's
 * files the shell's request gave up on after repeated 5xx answers are asked again too: this is a
 * visitor's ask (createTranslationRequest); other namespaces' are not.
 * Never rejects: a failure leaves the keys' English fallback, as at first load.
 */
export function loadMissingTexts(i18n: I18n, namespace: string): Promise<void> {
  const missing = missingLanguages(i18n, namespace);
  if (missing.length === 0) return Promise.resolve();
  (i18n.options.backend as { request?: Partial<TranslationRequest> } | undefined)?.request?.forgetServerErrors?.(namespace);
  return i18n.reloadResources(missing, [namespace]).catch(() => undefined);
}
