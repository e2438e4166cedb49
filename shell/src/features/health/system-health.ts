// The system health monitor's fixed values (spec: States and transitions).
export type HealthStatus = 'operational' | 'limited' | 'monitoring';

export interface HealthEntry {
  system: 'water' | 'drainage' | 'transportation' | 'foundation';
  status: HealthStatus;
}

export const SYSTEM_HEALTH: readonly HealthEntry[] = [
  { system: 'water', status: 'operational' },
  { system: 'drainage', status: 'operational' },
  { system: 'transportation', status: 'limited' },
  { system: 'foundation', status: 'monitoring' },
];

/** Badge colour of each status. */
export const HEALTH_COLOR: Record<HealthStatus, string> = { operational: 'green', limited: 'yellow', monitoring: 'blue' };

/** Element id the "System Health" quick action scrolls to. */
export const HEALTH_SECTION_ID = 'system-health';
