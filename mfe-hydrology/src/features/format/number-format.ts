// The formatter is @forest-city/remote-kit's (one implementation for every remote). This re-export
// stays only while features/mass-balance (being rewritten in parallel) still imports it from here;
// new code imports the kit directly.
export { roundDecimal, formatNumber, formatScientific, monthName, type FormatOptions } from '@forest-city/remote-kit';
