// SCS curve-number calculator: rainfall depth and CN in, S, Ia and runoff Q out (metric).
// Starts inside the model's CN range; input outside CN 30-100 or 0-1000 mm gets a clear message
// instead of a number. The arithmetic is derived.ts's scsRunoff, the same the tests check.
// The inputs are text inputs with a decimal keyboard, not Mantine's NumberInput: that one brings
// react-number-format into the shared Mantine surface, which every visitor's first view loads
// (about 7 KB gzip) for these two fields. Anything that is not a number reads as "enter a value".
import { useUncontrolled } from '@mantine/hooks';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { formatNumber, formatWithUnit, ResponsiveGrid, unitLabel } from '@forest-city/remote-kit';
import { SCS_LIMITS, scsRunoff, validateScsInput, parameterRange } from '../../lib/model';
import { MUTED_TEXT, lightDark } from '@forest-city/remote-kit/scheme-colors';

const toNumber = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim().replace(',', '.')));

/** What the visitor typed, as typed. */
export interface ScsInputs {
  rain: string;
  cn: string;
}

/** 100 mm on the middle of the model's CN range, rounded down to a whole CN (82-89 -> 85). */
export function scsDefaults(): ScsInputs {
  const cnRange = parameterRange('curveNumber');
  return { rain: '100', cn: String(Math.floor((cnRange.min + cnRange.max) / 2)) };
}

/**
 * The inputs may be held by the dialog (`inputs`/`onInputsChange`), which keeps them while this
 * card is not drawn (a closed dialog drops its lower part: use-after-first-paint.ts).
 */
export function ScsCalculator({ inputs, onInputsChange }: { inputs?: ScsInputs; onInputsChange?: (next: ScsInputs) => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const cnRange = parameterRange('curveNumber');
  const [{ rain, cn }, setInputs] = useUncontrolled<ScsInputs>({ value: inputs, defaultValue: scsDefaults(), onChange: onInputsChange });
  const setRain = (next: string) => setInputs({ rain: next, cn });
  const setCn = (next: string) => setInputs({ rain, cn: next });
  const p = toNumber(rain);
  const c = toNumber(cn);
  const errors = validateScsInput(p, c);
  const limits = {
    cnMin: formatNumber(SCS_LIMITS.cn.min, lang),
    cnMax: formatNumber(SCS_LIMITS.cn.max, lang),
    rainMin: formatNumber(SCS_LIMITS.rainfall.min, lang),
    rainMax: formatNumber(SCS_LIMITS.rainfall.max, lang),
  };
  const result = !errors.cn && !errors.rainfall && p !== null && c !== null ? scsRunoff(p, c) : null;
  const outputs = result
    ? [
        { id: 's', value: formatNumber(result.s, lang, { digits: 2 }) },
        { id: 'ia', value: formatNumber(result.ia, lang, { digits: 2 }) },
        { id: 'q', value: formatNumber(result.q, lang, { digits: 1 }) },
      ]
    : [];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-scs-title" data-card="scs">
      <Title order={3} size="h5" id="hydrology-scs-title">
        {t('scs.title')}
      </Title>
      <Text size="sm" c={MUTED_TEXT} mb="sm">
        {t('scs.intro', { min: formatNumber(cnRange.min, lang), max: formatNumber(cnRange.max, lang) })}
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('scs.rainfall')}
          description={t('scs.rainfallHint', limits)}
          value={rain}
          onChange={(e) => setRain(e.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          rightSection={<Text size="xs">{unitLabel('mm', lang)}</Text>}
          error={errors.rainfall ? t(`scs.errors.${errors.rainfall}`, limits) : undefined}
          data-input="rainfall"
        />
        <TextInput
          label={t('scs.cn')}
          description={t('scs.cnHint', limits)}
          value={cn}
          onChange={(e) => setCn(e.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          error={errors.cn ? t(`scs.errors.${errors.cn}`, limits) : undefined}
          data-input="cn"
        />
      </ResponsiveGrid>
      <Group mt="md" gap="xl" aria-live="polite" data-scs-result>
        {outputs.length === 0 ? (
          <Text size="sm" c={lightDark('#c92a2a', '#ffa8a8')}>
            {t('scs.noResult')}
          </Text>
        ) : (
          outputs.map((o) => (
            <Stack key={o.id} gap={0}>
              <Text size="xs" c={MUTED_TEXT}>
                {t(`scs.out.${o.id}`)}
              </Text>
              <Text fw={700} size={o.id === 'q' ? 'xl' : 'lg'} data-output={o.id}>
                {formatWithUnit(o.value, 'mm', lang)}
              </Text>
            </Stack>
          ))
        )}
      </Group>
    </Card>
  );
}
