// Locale-aware number formatting for the dialog: @forest-city/contracts' locale for each language
// and @forest-city/remote-kit's decimal-correct formatter, as in every part.
import { formatNumber as formatWithKit } from '@forest-city/remote-kit';

export { intlLocale } from '@forest-city/contracts';
export { formatWithUnit, type UnitId } from '@forest-city/remote-kit';

/** A number in the language; without fractionDigits, as many decimals as the value has (up to 3). */
export function formatNumber(value: number, lng: string | undefined, fractionDigits?: number): string {
  return formatWithKit(value, lng, { digits: fractionDigits });
}
