// How a parameter's value and unit read in the visitor's language.
import type { TFunction } from 'i18next';
import { formatMonthYear, formatNumber, formatScientific, formatWithUnit, UNITS, unitLabel as languageUnit, type UnitId } from '@forest-city/remote-kit';
import { isWordUnit } from '../model';
import type { Figure, FigureUnit, ParameterValue, Unit } from '../model';

export function formatParameterValue(v: ParameterValue, language: string): string {
  switch (v.kind) {
    case 'number':
      return formatNumber(v.value, language, { ...(v.digits === undefined ? {} : { digits: v.digits }), grouping: v.grouping ?? true });
    case 'range': {
      const opts = v.digits === undefined ? {} : { digits: v.digits };
      return `${formatNumber(v.min, language, opts)}–${formatNumber(v.max, language, opts)}`;
    }
    case 'scientific':
      return formatScientific(v.value, language);
    case 'lessThan':
      return `< ${formatNumber(v.value, language, v.digits === undefined ? {} : { digits: v.digits })}`;
    case 'monthYear':
      return formatMonthYear(v.value, v.month, language);
  }
}

const isLanguageUnit = (unit: string): unit is UnitId => unit in UNITS;

/** A unit in the visitor's language: word units from the locale file, symbols through the product's formatter (毫米/年, mm/tahun). */
export function unitLabel(unit: Unit, t: TFunction, language: string): string {
  if (isWordUnit(unit)) return t(`units.${unit}`);
  return isLanguageUnit(unit) ? languageUnit(unit, language) : unit;
}

/** A formatted value and its unit, spaced as the language writes them ("1,488毫米/年", "1,488 mm/tahun"). */
export function withUnit(value: string, unit: Unit, t: TFunction, language: string): string {
  if (isLanguageUnit(unit)) return formatWithUnit(value, unit, language);
  return unit === 'dimensionless' ? value : `${value} ${unitLabel(unit, t, language)}`;
}

const WORD_FIGURE_UNITS: readonly FigureUnit[] = ['millionM3', 'millionM3PerYr', 'thousandM3PerYr', 'thousandM3'];

/**
 * A derived figure with its unit: "63.6 t/yr", "1,200–1,450 mm/yr", "CN 80.9". A range with a sign
 * at either end is written with words ("−288 to −38 mm/yr", "−288至−38", "−288 hingga −38"): a dash
 * between two minus signs reads as one more minus.
 */
export function formatFigure(f: Figure, language: string, t: TFunction, options: { signed?: boolean } = {}): string {
  const signed = options.signed ?? false;
  const n = (x: number) => formatNumber(x, language, { digits: f.digits, signed });
  const worded = f.max !== undefined && (signed || f.value < 0 || f.max < 0);
  const value = f.max === undefined ? n(f.value) : worded ? t('consistency.range', { from: n(f.value), to: n(f.max) }) : `${n(f.value)}–${n(f.max)}`;
  if (!f.unit) return value;
  if (f.unit === 'CN') return `CN ${value}`;
  if (f.unit === '%') return `${value}%`;
  if (isLanguageUnit(f.unit)) return formatWithUnit(value, f.unit, language);
  const unit = WORD_FIGURE_UNITS.includes(f.unit) ? t(`units.${f.unit}`) : f.unit;
  return `${value} ${unit}`;
}
