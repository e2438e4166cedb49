// "Export Data": the infrastructure list as a file from the API (CSV or GeoJSON, in the current
// language), saved through a Blob + object URL + <a download>.
import type { Language } from '../../i18n/i18n';
import { API_TIMEOUT_MS, ApiRequestError } from '@forest-city/contracts';
import { throwIfResNotOk } from '../../lib/query-client';

export type ExportFormat = 'csv' | 'geojson';

export const exportUrl = (apiBase: string, format: ExportFormat, lang: Language) => `${apiBase.replace(/\/$/, '')}/infrastructure.${format}?lang=${lang}`;

export const exportFileName = (format: ExportFormat, lang: Language) => `forest-city-infrastructure-${lang}.${format}`;

/** Downloads the export; throws "status: text" when the API refuses. Returns the file name. */
export async function downloadExport(apiBase: string, format: ExportFormat, lang: Language): Promise<string> {
  // Within the API calls' time limit, like every other call (then a timeout error with Retry).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let blob: Blob;
  try {
    const res = await fetch(exportUrl(apiBase, format, lang), { credentials: 'include', signal: controller.signal });
    await throwIfResNotOk(res);
    blob = await res.blob();
  } catch (err) {
    if (controller.signal.aborted) throw new ApiRequestError(`The data service did not answer within ${API_TIMEOUT_MS / 1000} s.`, 'timeout');
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const name = exportFileName(format, lang);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Revoke after the click has been handled so the download is not cut off.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
