// How a parameter's value and unit read in the visitor's language.
import type { TFunction } from 'i18next';
import { formatNumber, formatScientific } from '@forest-city/remote-kit';
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
  }
}

export function unitLabel(unit: Unit, t: TFunction): string {
  return isWordUnit(unit) ? t(`units.${unit}`) : unit;
}

const WORD_FIGURE_UNITS: readonly FigureUnit[] = ['millionM3', 'millionM3PerYr', 'thousandM3PerYr', 'thousandM3'];

/** A derived figure with its unit: "63.6 t/yr", "1,200–1,450 mm/yr", "CN 80.9". */
export function formatFigure(f: Figure, language: string, t: TFunction): string {
  const n = (x: number) => formatNumber(x, language, { digits: f.digits });
  const value = f.max === undefined ? n(f.value) : `${n(f.value)}–${n(f.max)}`;
  if (!f.unit) return value;
  if (f.unit === 'CN') return `CN ${value}`;
  if (f.unit === '%') return `${value}%`;
  const unit = WORD_FIGURE_UNITS.includes(f.unit) ? t(`units.${f.unit}`) : f.unit;
  return `${value} ${unit}`;
}
