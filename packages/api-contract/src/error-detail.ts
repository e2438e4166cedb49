// The detail line a page shows under an API error. Clients raise errors as the spec's Error catalogue asks
// ("<status>: <response text>"), and the response text is usually this API's error body
// ({"error":{"code","message"}}, ApiError in ./index.ts) or, when a proxy in front of it answers,
// a body with a top-level "message". On screen the body is reduced to its message, and anything
// else is kept short. No imports: the shell and the remotes bundle it (`@forest-city/api-contract/error-detail`).

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
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const nested = typeof body.error === 'object' && body.error !== null ? (body.error as { message?: unknown }).message : undefined;
    if (typeof nested === 'string' && nested) return nested;
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}
