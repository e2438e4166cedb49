// The element's React side: a module that throws while it renders is reported to its element as a
// render failure (which shows the translated line and Retry), never left as an empty shadow root.
import { waitFor } from '@testing-library/react';
import { createShadowMount, ModuleRenderError } from '../shadow-mount';

// jsdom's CSSStyleSheet cannot be filled; the sheets' rules are not what these tests read.
beforeAll(() => {
  CSSStyleSheet.prototype.replaceSync ??= () => {};
});

function Boom(): never {
  throw new Error('Element type is invalid (React #130)');
}
const Fine = () => <p>Module content</p>;

const mountElement = createShadowMount('report', {
  boom: () => Promise.resolve({ default: Boom }),
  fine: () => Promise.resolve({ default: Fine }),
});

function host() {
  const element = document.createElement('div');
  element.attachShadow({ mode: 'open' });
  document.body.append(element);
  return element;
}
const options = (module: string, onError: (error: unknown) => void) => ({ module, lang: 'en' as const, props: {}, appearance: { theme: 'light' as const, accent: null }, onError });

test('a module that throws while rendering is reported to the element as a render failure, with its cause', async () => {
  const onError = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const handle = mountElement(host(), options('boom', onError));
  await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  const error = onError.mock.calls[0]![0] as ModuleRenderError;
  expect(error).toBeInstanceOf(ModuleRenderError);
  expect(error.reason).toBe('failed');
  expect(error.message).toContain('React #130');
  handle.unmount();
});

test('a module that renders is not reported', async () => {
  const onError = jest.fn();
  const element = host();
  const handle = mountElement(element, options('fine', onError));
  await waitFor(() => expect(element.shadowRoot!.textContent).toContain('Module content'));
  expect(onError).not.toHaveBeenCalled();
  handle.unmount();
});
