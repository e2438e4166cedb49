// What the translation backend is given: a file of the wrong shape is refused (English fills in),
// and a file that never arrives is given up after TRANSLATION_TIMEOUT_MS as a final failure (the
// backend retries only errors that look like a network failure, and 5xx statuses).
import { createTranslationRequest, isTranslationTree, parseTranslations, TRANSLATION_TIMEOUT_MS } from '../i18n';

test.each([
  ['a list', '["a"]'],
  ['null', 'null'],
  ['a number inside', '{"a":{"b":1}}'],
  ['an HTML page', '<!doctype html>'],
])('a translation file that is %s is refused', (_name, text) => {
  expect(() => parseTranslations(text)).toThrow();
});

test('a nested object of strings is a translation file', () => {
  expect(parseTranslations('{"a":"x","b":{"c":"y"}}')).toEqual({ a: 'x', b: { c: 'y' } });
  expect(isTranslationTree({ a: { b: { c: 'd' } } })).toBe(true);
});

describe('the translation request', () => {
  afterEach(() => jest.useRealTimers());
  const requestTranslations = createTranslationRequest();

  test('gives the backend the status and text of an answer', async () => {
    globalThis.fetch = jest.fn(async () => ({ status: 503, text: async () => 'busy' })) as unknown as typeof fetch;
    const res = await new Promise((resolve) => requestTranslations({}, '/locales/zh/common.json', {}, (err, r) => resolve({ err, r })));
    expect(res).toEqual({ err: null, r: { status: 503, data: 'busy' } });
  });

  test('a file that never arrives is given up after the timeout, with an error the backend does not retry', async () => {
    jest.useFakeTimers();
    let aborted = false;
    globalThis.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          }),
        ),
    ) as unknown as typeof fetch;
    const callback = jest.fn();
    requestTranslations({}, '/locales/zh/common.json', {}, callback);
    await jest.advanceTimersByTimeAsync(TRANSLATION_TIMEOUT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2);
    expect(aborted).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);
    const [err, res] = callback.mock.calls[0];
    expect(res).toBeUndefined();
    // i18next-http-backend retries an error whose message holds one of these words.
    expect((err as Error).message.toLowerCase()).not.toMatch(/failed|fetch|network|load/);
  });

  test('a file that answered 5xx six times is final: no seventh request, an error the backend does not retry (D11)', async () => {
    const fetchMock = jest.fn(async () => ({ status: 500, text: async () => 'down' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const request = createTranslationRequest(6);
    const ask = (url: string) => new Promise<[unknown, unknown]>((resolve) => request({}, url, {}, (err, r) => resolve([err, r])));
    for (let i = 0; i < 6; i++) expect(await ask('/locales/zh/common.json')).toEqual([null, { status: 500, data: 'down' }]);
    const [err, res] = await ask('/locales/zh/common.json');
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(res).toBeUndefined();
    expect((err as Error).message.toLowerCase()).not.toMatch(/failed|fetch|network|load/);
    // Another file is not affected, and a file that recovers starts its count again.
    expect(await ask('/locales/zh/map.json')).toEqual([null, { status: 500, data: 'down' }]);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  test("after the give-up, a visitor's ask (forgetServerErrors) asks the server again, and a file that recovers is loaded", async () => {
    let status = 500;
    const fetchMock = jest.fn(async () => ({ status, text: async () => (status === 200 ? '{"title":"T"}' : 'down') }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const request = createTranslationRequest(2);
    const ask = (url: string) => new Promise<[unknown, unknown]>((resolve) => request({}, url, {}, (err, r) => resolve([err, r])));
    await ask('/locales/ms/report.json');
    await ask('/locales/ms/report.json');
    expect((await ask('/locales/ms/report.json'))[1]).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    status = 200;
    request.forgetServerErrors('report');
    expect(await ask('/locales/ms/report.json')).toEqual([null, { status: 200, data: '{"title":"T"}' }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test("a remote's ask forgets only its own namespace: a given-up common.json is not asked a second round (12 requests in 24 s before)", async () => {
    const fetchMock = jest.fn(async () => ({ status: 500, text: async () => 'down' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const request = createTranslationRequest(2);
    const ask = (url: string) => new Promise<[unknown, unknown]>((resolve) => request({}, url, {}, (err, r) => resolve([err, r])));
    await ask('/locales/zh/common.json');
    await ask('/locales/zh/common.json');
    await ask('http://localhost:3001/locales/zh/map.json');
    await ask('http://localhost:3001/locales/zh/map.json');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    request.forgetServerErrors('map');
    expect((await ask('/locales/zh/common.json'))[1]).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await ask('http://localhost:3001/locales/zh/map.json');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
