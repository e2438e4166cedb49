// Saving text the visitor exports (CSV, JSON, SVG) as a file, with no server round trip.

export const MIME = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  svg: 'image/svg+xml;charset=utf-8',
} as const;

/** How long the object URL outlives the click. */
export const REVOKE_AFTER_MS = 1000;

/** Saves text as a file through a Blob, an object URL and a temporary <a download>. */
export function downloadText(filename: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke a second after the click, not at 0 ms: the click only starts the download, and some
  // browsers (Firefox, Safari) still read the URL after the click's task has ended, so an
  // immediate revoke can cancel it; holding a few kilobytes of Blob for a second costs nothing.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
