// What the page gets when the shell cannot reach the API behind /api. A proxy library's default answer
// is its own error object (status 500 for a refused connection, with "connect ECONNREFUSED
// 127.0.0.1:<port>" as message): an internal address in a public response and a shape no client
// expects. Instead: 504 when the API did not answer in time, 503 otherwise, in the API's own
// error shape ({"error":{"code","message"}}, api-mock/src/contract), and the cause in the log.

/** The reply for a failed forward (./api-forward.mjs): `error.statusCode` 504 when the API did not answer in time. */
export function proxyErrorReply(reply, { error }) {
  const timedOut = error?.statusCode === 504;
  reply.log.warn({ err: error }, 'the API behind /api could not be reached');
  reply
    .code(timedOut ? 504 : 503)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      error: {
        code: 'internal',
        message: timedOut ? 'The data service did not answer in time.' : 'The data service is not reachable.',
      },
    });
}
