// Every field of an item (spec: Entities), the status as a coloured badge, the last maintenance
// date in the current language (none for a planned item that was never built), and the coordinates. All dataset text is rendered as text,
// bidi-isolated (<bdi>, dir="auto") and wrapping anywhere, so hostile text stays in its box (D12).
import { Badge, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { NAMESPACE } from '../../contract';
import { MarkerSwatch } from '../../lib/MarkerSwatch';
import { itemPosition } from '../../lib/view';
import { displayText, toLang } from '@forest-city/contracts';
import { formatDate, formatLatLon } from '../../lib/format';
import { statusBadge } from './status';

export function ItemDetailDialog({ item, onClose }: { item: InfrastructureItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = toLang(i18n.resolvedLanguage ?? i18n.language);
  const badge = statusBadge(item?.status);
  const position = item ? itemPosition(item) : null;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={<bdi style={{ overflowWrap: 'anywhere' }}>{displayText(item?.name ?? '')}</bdi>}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {item && (
        <Stack gap="sm" data-testid="map-item-dialog" data-item-id={item.id}>
          <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {displayText(item.description)}
          </Text>
          <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: '6px 16px', margin: 0 }}>
            <Field label={t('dialog.type')}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <MarkerSwatch type={item.type} />
                {t(`types.${item.type}`, { defaultValue: item.type })}
              </span>
            </Field>
            <Field label={t('dialog.status')}>
              <Badge color={badge.colour} variant="filled" c="#fff" data-status={badge.key}>
                {t(`status.${badge.key}`)}
              </Badge>
            </Field>
            <Field label={t('dialog.capacity')}>
              <bdi>{displayText(item.capacity)}</bdi>
            </Field>
            <Field label={t('dialog.technology')}>
              <bdi>{displayText(item.technology)}</bdi>
            </Field>
            <Field label={t('dialog.location')}>
              <bdi>{displayText(item.location)}</bdi>
            </Field>
            <Field label={t('dialog.lastMaintenance')}>
              {notBuilt(item) ? (
                <span data-testid="map-item-not-built">{t('dialog.notBuilt')}</span>
              ) : (
                <time dateTime={item.lastMaintenance}>{formatDate(item.lastMaintenance, lang)}</time>
              )}
            </Field>
            <Field label={t('dialog.coordinates')}>
              <span data-testid="map-item-coordinates">{position ? formatLatLon(position[1], position[0]) : `${item.latitude}, ${item.longitude}`}</span>
            </Field>
            {item.positionSource && (
              <Field label={t('dialog.positionSource')}>
                <span data-testid="map-item-position-source">{item.positionSource}</span>
              </Field>
            )}
            {item.time && (
              <Field label={t('dialog.time')}>
                <span data-testid="map-item-time-source">{displayText(item.time.source)}</span>
              </Field>
            )}
          </dl>
        </Stack>
      )}
    </Modal>
  );
}

/** Planned and never built (its history ends planned): nothing was ever maintained, whatever date the record carries. */
const notBuilt = (item: InfrastructureItem) => item.time?.history.at(-1)?.status === 'planned';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </>
  );
}
