// One read of each remote's manifest per page. The module catalog (the remote's module table) and
// the federation runtime (its entry) both need it: the second gets the first's answer instead of
// fetching it again, so the page's preload of the manifest is used once and nothing is asked twice.
// A read that fails is forgotten, so the next one (a Retry) fetches anew.
const reads = new Map<string, Promise<Response>>();

export function readManifest(url: string, init?: RequestInit): Promise<Response> {
  let read = reads.get(url);
  if (!read) {
    const fresh = fetch(url, init).then(
      (res) => {
        if (!res.ok && reads.get(url) === fresh) reads.delete(url);
        return res;
      },
      (error: unknown) => {
        if (reads.get(url) === fresh) reads.delete(url);
        throw error;
      },
    );
    reads.set(url, fresh);
    read = fresh;
  }
  return read.then((res) => res.clone());
}

/**
 * Forgets the read of `url` (a read whose answer was refused, or a Retry: the next read fetches
 * anew), or every read when no URL is given (tests).
 */
export function forgetManifestReads(url?: string): void {
  if (url === undefined) reads.clear();
  else reads.delete(url);
}
