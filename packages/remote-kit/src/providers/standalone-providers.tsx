// The providers of a remote's own page and of a partner's ./mount: the product's theme, with the
// page's nonce for Mantine's <style> elements. Loaded through load-standalone.ts, which adopts
// Mantine's stylesheet on the page's document first.
import { ProviderTree, type ProviderTreeProps } from './provider-tree';

// The standalone page's nonce for Mantine's <style> elements: its Content-Security-Policy allows
// no other inline style (root README, "Security"). Absent on the dev server.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const getStyleNonce = styleNonce ? () => styleNonce : undefined;

export type StandaloneProvidersProps = Omit<ProviderTreeProps, 'mantine'>;

export default function StandaloneProviders(props: StandaloneProvidersProps) {
  return <ProviderTree {...props} mantine={{ getStyleNonce }} />;
}
