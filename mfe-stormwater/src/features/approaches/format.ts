// Locale-aware number formatting for the dialog (zh -> zh-CN, ms -> ms-MY, as every part does).
const INTL_LOCALE: Record<string, string> = { en: 'en', zh: 'zh-CN', ms: 'ms-MY' };

export function intlLocale(lng: string | undefined): string {
  const base = (lng ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  return INTL_LOCALE[base] ?? 'en';
}

export function formatNumber(value: number, lng: string | undefined, fractionDigits: number): string {
  return new Intl.NumberFormat(intlLocale(lng), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
