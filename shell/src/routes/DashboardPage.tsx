import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { DialogHost } from '../features/dialogs/DialogHost';
import type { InfrastructureMapProps } from 'mfe-map/contract';
import { useLayoutContext } from '../features/layout/layout-context';

/** The dashboard's centre: the map remote, plus whichever dialog the URL opens. */
export function DashboardPage() {
  const { t } = useTranslation('common');
  const config = useRuntimeConfig();
  const { activeLayers, searchText } = useLayoutContext();
  return (
    <>
      <RemoteSlot<InfrastructureMapProps>
        remote="map"
        module="InfrastructureMap"
        section={t('sections.map')}
        afterFirstPaint
        props={{ activeLayers, searchText, apiBase: config?.apiBase ?? '/api', tiles: config?.tiles }}
      />
      <DialogHost />
    </>
  );
}
