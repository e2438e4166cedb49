import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withSelfProviders } from '../app/self-providers';
import { NAMESPACE, type InfrastructureMapProps } from '../contract';

/** Foundation stand-in for the map: shows the contract's state. The map issue replaces it. */
function InfrastructureMap({ activeLayers = ['water', 'drainage', 'transportation', 'infrastructure'], searchText = '' }: InfrastructureMapProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack p="md" gap="xs" data-testid="map-placeholder">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <Text>{t('beingBuilt')}</Text>
      <Text size="sm" data-testid="map-active-layers">
        {activeLayers.join(',')}
      </Text>
      {searchText && <Text size="sm">{searchText}</Text>}
    </Stack>
  );
}
export default withSelfProviders(InfrastructureMap, 'InfrastructureMap');
