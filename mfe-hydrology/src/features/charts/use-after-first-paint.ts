// The hook is @forest-city/remote-kit's. This re-export stays only while features/mass-balance (being
// rewritten in parallel) still imports it from here; new code imports the kit directly.
export { useAfterFirstPaint } from '@forest-city/remote-kit';
