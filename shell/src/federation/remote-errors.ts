// Why a remote could not be shown, in the three words a visitor is told (remote.fallback.* in the
// shell's locales): it could not be reached, it took too long, or it is a version this page cannot
// use. The technical detail stays on the error (console and the fallback's collapsed "details").
import type { RemoteKey } from './runtime-config';

export type RemoteFailureReason = 'unreachable' | 'timeout' | 'incompatible';

/** The remote's manifest, entry or code could not be loaded (as opposed to an error thrown while it renders). */
export class RemoteLoadError extends Error {
  readonly reason: RemoteFailureReason;
  readonly remote: RemoteKey | undefined;
  constructor(reason: RemoteFailureReason, remote: RemoteKey | undefined, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'RemoteLoadError';
    this.reason = reason;
    this.remote = remote;
  }
}

/** A network step of loading a remote did not finish within its time limit. */
export class RemoteTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteTimeoutError';
  }
}

/** The deployed remote's manifest names a props-contract major the shell was not built for. */
export class IncompatibleRemoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompatibleRemoteError';
  }
}

const TIMEOUT_TEXT = /timed? ?out|time-outed|TimeoutError|took longer than/i;
/** The runtime refusing a shared singleton outside the remote's requiredVersion (strictVersion). */
const VERSION_TEXT = /does not satisfy|requiredVersion|strictVersion|RUNTIME-00?6\b/i;

/** Sorts any error of the federation runtime, the retry plugin or the browser into a visitor's reason. */
export function classifyRemoteError(error: unknown, remote?: RemoteKey): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  if (error instanceof IncompatibleRemoteError) return new RemoteLoadError('incompatible', remote, error);
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (error instanceof RemoteTimeoutError || TIMEOUT_TEXT.test(text)) return new RemoteLoadError('timeout', remote, error);
  if (VERSION_TEXT.test(text)) return new RemoteLoadError('incompatible', remote, error);
  return new RemoteLoadError('unreachable', remote, error);
}
