// The providers of a remote's own page and of a partner's ./mount: the product's theme and
// Mantine's stylesheet on the page's document. The stylesheet is the same constructed sheet the
// custom elements adopt in their shadow roots (one copy of it in each remote's build), adopted by
// the document when this module loads, before anything renders.
import mantineSheet from '@mantine/core/styles.css?sheet';
import { adoptStyles } from '../elements/styles';
import { ProviderTree, type ProviderTreeProps } from './provider-tree';

adoptStyles(document, [mantineSheet]);

// The standalone page's nonce for Mantine's <style> elements: its Content-Security-Policy allows
// no other inline style (root README, "Security"). Absent on the dev server.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const getStyleNonce = styleNonce ? () => styleNonce : undefined;

export type StandaloneProvidersProps = Omit<ProviderTreeProps, 'mantine'>;

export default function StandaloneProviders(props: StandaloneProvidersProps) {
  return <ProviderTree {...props} mantine={{ getStyleNonce }} />;
}
