// The order in which the elements of a partner's page load their remotes (define.ts). The first
// remote whose module loads provides the page's shared copies, and every other remote is checked
// against them (federation-plugin.ts). Started side by side, two remotes would race: whichever
// copy of a library arrived first would serve the page, and a release built against a longer
// shared list could render nothing (review D1). So until one remote has loaded, remotes take turns;
// this is bounded to that first remote:
// - elements of the remote whose turn it is load together (one remote, one set of copies);
// - a turn ends when its load settles (a failed or unreachable remote holds no one up) or after
//   `boundMs` (a remote that hangs neither); the next remote then takes the turn;
// - once a remote has loaded, every load starts at once.

/** What the elements of one page share about the order of their loads. */
export interface Turns {
  /** A remote's module has loaded: its copies serve the page, and loads no longer wait. */
  provided: boolean;
  /** The remote loading first, while none has loaded yet. */
  turn?: { key: string; load: Promise<unknown> };
}

/** Resolves when `promise` settles or after `ms`, whichever is first (never rejects). */
function settledOrAfter(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    bound,
  ]).finally(() => clearTimeout(timer));
}

/** Runs `start` (the load of remote `key`) in its turn: at once when it is this remote's turn or one has loaded. */
export async function inTurn<T>(turns: Turns, key: string, boundMs: number, start: () => Promise<T>): Promise<T> {
  while (!turns.provided && turns.turn && turns.turn.key !== key) {
    const turn = turns.turn;
    await settledOrAfter(turn.load, boundMs);
    if (turns.turn === turn) turns.turn = undefined;
  }
  const load = start();
  if (!turns.provided && (!turns.turn || turns.turn.key === key)) turns.turn = { key, load };
  const result = await load;
  turns.provided = true;
  return result;
}
