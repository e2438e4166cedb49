// The product's one formatter lives in @forest-city/contracts (numbers, units, percentages, dates,
// months, true minus signs); a remote reaches it here as before.
export { roundDecimal, formatNumber, formatRange, formatScientific, formatPercent, formatQuantity, formatWithUnit, unitLabel, monthName, formatDate, formatMonthYear, formatYears, MINUS, UNITS, type FormatOptions, type UnitId } from '@forest-city/contracts';
