import { apiErrorDetail } from '../error-detail';

test("the API's error body is reduced to its message", () => {
  expect(apiErrorDetail('404: {"error":{"code":"not_found","message":"No such endpoint: /api/x. See /api/docs."}}')).toBe('404: No such endpoint: /api/x. See /api/docs.');
});

test("the proxy's body when the API is down is reduced to its message", () => {
  expect(apiErrorDetail('503: {"statusCode":503,"code":"FST_REPLY_FROM_SERVICE_UNAVAILABLE","error":"Service Unavailable","message":"Service Unavailable"}')).toBe(
    '503: Service Unavailable',
  );
});

test('plain text, a status text and other errors are shown as they are', () => {
  expect(apiErrorDetail('502: Bad Gateway')).toBe('502: Bad Gateway');
  expect(apiErrorDetail('Failed to fetch')).toBe('Failed to fetch');
  expect(apiErrorDetail('500: {not json')).toBe('500: {not json');
  expect(apiErrorDetail('500: {"error":"boom"}')).toBe('500: {"error":"boom"}');
});

test('a long body (an HTML error page) is cut short', () => {
  const shown = apiErrorDetail(`502: <html>${'x'.repeat(1000)}</html>`);
  expect(shown.length).toBe(200);
  expect(shown.endsWith('…')).toBe(true);
  expect(shown.startsWith('502: <html>')).toBe(true);
});
