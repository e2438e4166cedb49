// File downloads: CSV (RFC 4180 through papaparse, UTF-8 with BOM so spreadsheet programs read
// Chinese, header row), pretty JSON and SVG, each through a Blob and an <a download>.
import Papa from 'papaparse';
import { lightColoursOnly } from '@forest-city/remote-kit/scheme-colors';

/** CSV text with a header row and a BOM. Rows are objects; the header is their keys in order. */
export function toCsv(rows: readonly Record<string, string | number>[], columns?: readonly string[]): string {
  const fields = columns ?? Object.keys(rows[0] ?? {});
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows.map((r) => fields.map((f) => r[f] ?? '')) }, { newline: '\r\n' })}\r\n`;
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Standalone SVG document from a rendered chart (namespaces added so other programs open it). */
export function svgDocument(svg: SVGSVGElement, legend: readonly { label: string; color: string }[] = []): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('version', '1.1');
  if (legend.length > 0) addLegend(copy, legend);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${lightColoursOnly(new XMLSerializer().serializeToString(copy))}\n`;
}

/**
 * On screen the legend of a grouped chart is HTML beside the SVG; the downloaded file gets it
 * drawn in, above the plot, so the file stands on its own. Text widths are estimated (CJK
 * characters are about twice as wide as Latin ones at the same size).
 */
function addLegend(svg: SVGSVGElement, legend: readonly { label: string; color: string }[]) {
  const NS = 'http://www.w3.org/2000/svg';
  const width = Number(svg.getAttribute('width')) || 520;
  const textWidth = (s: string) => [...s].reduce((w, c) => w + (/[\u2e80-\u9fff]/.test(c) ? 11 : 6.5), 0);
  const items: { x: number; y: number; label: string; color: string }[] = [];
  let x = 12;
  let y = 14;
  for (const item of legend) {
    const w = 18 + textWidth(item.label) + 16;
    if (x + w > width && x > 12) {
      x = 12;
      y += 18;
    }
    items.push({ x, y, ...item });
    x += w;
  }
  const offset = y + 10;
  const plot = document.createElementNS(NS, 'g');
  plot.setAttribute('transform', `translate(0, ${offset})`);
  for (const child of [...svg.childNodes]) if (!(child instanceof Element && ['title', 'desc'].includes(child.tagName))) plot.appendChild(child);
  const g = document.createElementNS(NS, 'g');
  const bg = document.createElementNS(NS, 'rect');
  bg.setAttribute('width', String(width));
  bg.setAttribute('height', String(offset));
  bg.setAttribute('fill', '#ffffff');
  g.appendChild(bg);
  for (const it of items) {
    const swatch = document.createElementNS(NS, 'rect');
    swatch.setAttribute('x', String(it.x));
    swatch.setAttribute('y', String(it.y - 9));
    swatch.setAttribute('width', '12');
    swatch.setAttribute('height', '12');
    swatch.setAttribute('fill', it.color);
    const label = document.createElementNS(NS, 'text');
    label.setAttribute('x', String(it.x + 16));
    label.setAttribute('y', String(it.y + 1));
    label.setAttribute('font-size', '11');
    label.setAttribute('fill', '#495057');
    label.textContent = it.label;
    g.append(swatch, label);
  }
  svg.append(g, plot);
  svg.setAttribute('height', String((Number(svg.getAttribute('height')) || 0) + offset));
}
