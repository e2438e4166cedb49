// Small line icons for the parameter groups and a few buttons (no icon library is installed;
// these are decorative, so they are hidden from assistive technology).
import type { ReactElement } from 'react';

const PATHS: Record<string, ReactElement> = {
  rain: <path d="M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  infiltration: <path d="M3 8h18M7 12v6M12 12v8M17 12v5M5 15l2 3 2-3M10 17l2 3 2-3M15 14l2 3 2-3" />,
  surface: <path d="M2 10c3-3 5 3 8 0s5 3 8 0 3-1 4 0M2 16c3-3 5 3 8 0s5 3 8 0 3-1 4 0" />,
  storage: (
    <>
      <ellipse cx="12" cy="6" rx="8" ry="3" />
      <path d="M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </>
  ),
  demand: <path d="M4 10h9a3 3 0 0 1 3 3v1M4 6h9a7 7 0 0 1 7 7v1M16 18c0 1.1.9 2 2 2s2-.9 2-2-2-4-2-4-2 2.9-2 4z" />,
  reclaimed: <path d="M2 20h20M4 16h16M6 12h12M8 8h8M12 4v4" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  table: <path d="M4 5h16v14H4zM4 10h16M4 15h16M10 5v14" />,
  chart: <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  alert: <path d="M12 3l10 18H2L12 3zM12 10v5M12 18v.5" />,
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name] ?? PATHS.info}
    </svg>
  );
}
