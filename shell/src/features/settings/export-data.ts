// "Export Data": the infrastructure list as a file from the API (CSV or GeoJSON, in the current
// language), saved through a Blob + object URL + <a download>.
import type { Language } from '../../i18n/i18n';
import { throwIfResNotOk } from '../../app/query-client';

export type ExportFormat = 'csv' | 'geojson';

export const exportUrl = (apiBase: string, format: ExportFormat, lang: Language) => `${apiBase.replace(/\/$/, '')}/infrastructure.${format}?lang=${lang}`;

export const exportFileName = (format: ExportFormat, lang: Language) => `forest-city-infrastructure-${lang}.${format}`;

/** Downloads the export; throws "status: text" when the API refuses. Returns the file name. */
export async function downloadExport(apiBase: string, format: ExportFormat, lang: Language): Promise<string> {
  const res = await fetch(exportUrl(apiBase, format, lang), { credentials: 'include' });
  await throwIfResNotOk(res);
  const blob = await res.blob();
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
