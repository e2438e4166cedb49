import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { IconExternalLink } from '@tabler/icons-react';
import { EXTERNAL_LINKS, safeHref } from './external-links';

/** The five external resources, each in a new tab (targets from the runtime configuration). */
export function ExternalLinks() {
  const { t } = useTranslation('common');
  const config = useRuntimeConfig();
  const links = EXTERNAL_LINKS.map((l) => ({ ...l, href: safeHref(config?.links?.[l.key]) })).filter((l) => l.href);
  if (links.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="links-title">
      <Title order={2} size="h6" id="links-title">
        {t('links.title')}
      </Title>
      {links.map((l) => (
        <div key={l.key}>
          <Anchor href={l.href!} target="_blank" rel="noopener noreferrer" size="sm" fw={500} data-link={l.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            {t(l.labelKey)}
            <IconExternalLink size={14} aria-hidden="true" />
            <VisuallyHidden>{t('links.newTab')}</VisuallyHidden>
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(l.descriptionKey)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
