// createMount's guard rails (a partner's mistake gets a message that says what to do) and the
// mount API's types. Moved from mfe-report.
import type { DialogProps } from '@forest-city/contracts';
import { createMount } from '../mount';

interface PageProps {
  tab?: string;
  backHref?: string | null;
}
interface Modules {
  Page: PageProps;
  Dialog: DialogProps;
}

function Page(props: PageProps) {
  return <p>page {props.tab ?? 'default'}</p>;
}
function Dialog({ opened }: DialogProps) {
  return opened ? <p>dialog</p> : null;
}

const mount = createMount<Modules>('test', {
  Page: async () => ({ default: Page }),
  Dialog: async () => ({ default: Dialog }),
});

test('an unknown module name is refused with the names this remote mounts', () => {
  const element = document.createElement('div');
  expect(() => mount(element, { module: 'Nope' as 'Page' })).toThrow('mount(): unknown module "Nope"; this remote mounts Page, Dialog.');
});

test('something other than an element is refused', () => {
  expect(() => mount('#report' as unknown as Element, { module: 'Page' })).toThrow('element must be a DOM element');
});

// (Rendering, the element's lang and the handle are pinned in a browser: tools/partner-example/e2e.)
test('the mount API types mount(): props are required exactly when the module needs them (checked by npm run typecheck)', () => {
  const element = document.createElement('div');
  const calls = [
    // @ts-expect-error a dialog cannot be mounted without opened and onClose
    () => mount(element, { module: 'Dialog' }),
    // @ts-expect-error opened is not a prop of the page
    () => mount(element, { module: 'Page', props: { opened: true } }),
    // @ts-expect-error only the product's languages
    () => mount(element, { module: 'Page', lang: 'fr' }),
    // @ts-expect-error a mounted module keeps its URL state in memory: the option is gone (2.0.0)
    () => mount(element, { module: 'Page', useAddressBar: true }),
    () => mount(element, { module: 'Page', props: { tab: 'analysis', backHref: null } }),
    () => mount(element, { module: 'Dialog', props: { opened: true, onClose: () => {} } }),
  ];
  expect(calls).toHaveLength(6);
});
