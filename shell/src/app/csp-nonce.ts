/**
 * The nonce the server put on this page for inline <style> elements (Mantine's CSS variables and
 * responsive styles): the Content-Security-Policy allows no other inline style. The server writes
 * it as `<meta property="csp-nonce" nonce="...">`; the browser hides the attribute from the DOM
 * but keeps the `nonce` property. Undefined where no server set one (dev server, tests).
 */
export function pageStyleNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  return doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
