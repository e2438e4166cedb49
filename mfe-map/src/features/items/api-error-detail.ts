// The detail line shown under an API error. The error's message follows spec section 8
// ("<status>: <response text>"), and the response text is often a JSON error body: the API's
// {"error":{"code","message"}} or, when the API is down, the proxy's {"statusCode","error","message"}.
// On screen the body is reduced to its message, and anything else is kept short.
// (The shell has the same function for its own error line: remotes share no code.)

const MAX_LENGTH = 200;

export function apiErrorDetail(message: string): string {
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  const status = match?.[1];
  const text = match?.[2] ?? message;
  const shown = status ? `${status}: ${messageOfBody(text) ?? text}` : message;
  return shown.length > MAX_LENGTH ? `${shown.slice(0, MAX_LENGTH - 1).trimEnd()}…` : shown;
}

function messageOfBody(text: string): string | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | unknown; message?: unknown };
    const nested = typeof body.error === 'object' && body.error !== null ? (body.error as { message?: unknown }).message : undefined;
    if (typeof nested === 'string' && nested) return nested;
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}
