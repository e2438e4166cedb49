// Live cursor coordinates (4 decimals). Starts at the map's centre (corrections.md) and follows
// the map's centre while it moves without a mouse (touch, keyboard), the cursor otherwise.
import { useEffect, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MapRef } from 'react-map-gl/maplibre';
import { NAMESPACE } from '../../contract';
import { formatCoordinate } from '../../lib/format';

interface LatLon {
  latitude: number;
  longitude: number;
}

export function CoordinateReadout({ map, initial }: { map: MapRef | null; initial: LatLon }) {
  const { t } = useTranslation(NAMESPACE);
  const [pos, setPos] = useState<LatLon>(initial);
  // Before the WebGL map, the centre of the view the preview shows (known once it has fitted the items).
  useEffect(() => {
    if (!map) setPos({ latitude: initial.latitude, longitude: initial.longitude });
  }, [map, initial.latitude, initial.longitude]);
  useEffect(() => {
    if (!map) return;
    let mouseInside = false;
    const centre = () => {
      const c = map.getCenter();
      setPos({ latitude: c.lat, longitude: c.lng });
    };
    const onMouseMove = (e: { lngLat: { lat: number; lng: number } }) => {
      mouseInside = true;
      setPos({ latitude: e.lngLat.lat, longitude: e.lngLat.lng });
    };
    const onMouseOut = () => {
      mouseInside = false;
    };
    const onMove = () => {
      if (!mouseInside) centre();
    };
    centre();
    map.on('mousemove', onMouseMove);
    map.on('mouseout', onMouseOut);
    map.on('moveend', onMove);
    return () => {
      map.off('mousemove', onMouseMove);
      map.off('mouseout', onMouseOut);
      map.off('moveend', onMove);
    };
  }, [map]);
  return (
    <Paper shadow="xs" px={8} py={2} radius="sm" data-testid="map-coordinates" style={{ pointerEvents: 'auto' }}>
      <Text size="xs" ff="monospace" component="p" aria-label={t('readout.label')}>
        {t('readout.lat')} <span data-testid="map-coordinates-lat">{formatCoordinate(pos.latitude)}</span> · {t('readout.lon')}{' '}
        <span data-testid="map-coordinates-lon">{formatCoordinate(pos.longitude)}</span>
      </Text>
    </Paper>
  );
}
