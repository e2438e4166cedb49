// The line icons of the parameter groups and a few buttons, from Tabler (Mantine's documented icon
// set), by name. Decorative: hidden from assistive technology; every control has its own text.
import {
  IconAlertTriangle,
  IconChartBar,
  IconCloudRain,
  IconDatabase,
  IconDownload,
  IconDropletDown,
  IconGlassFull,
  IconInfoCircle,
  IconRipple,
  IconStack2,
  IconSun,
  IconTable,
  type TablerIcon,
} from '@tabler/icons-react';

const ICONS = {
  rain: IconCloudRain,
  sun: IconSun,
  infiltration: IconDropletDown,
  surface: IconRipple,
  storage: IconDatabase,
  demand: IconGlassFull,
  reclaimed: IconStack2,
  download: IconDownload,
  table: IconTable,
  chart: IconChartBar,
  info: IconInfoCircle,
  alert: IconAlertTriangle,
} satisfies Record<string, TablerIcon>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Component = ICONS[name];
  return <Component size={size} stroke={1.8} aria-hidden="true" focusable="false" />;
}
