// ./mount's guard rails: a partner's mistake gets a message that says what to do.
import { mount } from '../../exposed/mount';

test('an unknown module name is refused with the names this remote mounts', () => {
  const element = document.createElement('div');
  expect(() => mount(element, { module: 'Nope' as 'ReportPage' })).toThrow(
    'mount(): unknown module "Nope"; this remote mounts ReportPage, ReportDialog, HistoryDialog, FutureDevelopmentDialog.',
  );
});

test('something other than an element is refused', () => {
  expect(() => mount('#report' as unknown as Element, { module: 'ReportPage' })).toThrow('element must be a DOM element');
});

test('the contract types mount(): props are required exactly when the module needs them (checked by npm run typecheck)', () => {
  const element = document.createElement('div');
  const calls = [
    // @ts-expect-error a dialog cannot be mounted without opened and onClose
    () => mount(element, { module: 'ReportDialog' }),
    // @ts-expect-error opened is not a prop of the report page
    () => mount(element, { module: 'ReportPage', props: { opened: true } }),
    // @ts-expect-error only the product's languages
    () => mount(element, { module: 'ReportPage', lang: 'fr' }),
    () => mount(element, { module: 'ReportPage', props: { tab: 'analysis', backHref: null } }),
    () => mount(element, { module: 'HistoryDialog', props: { opened: true, onClose: () => {} } }),
  ];
  expect(calls).toHaveLength(5);
});
