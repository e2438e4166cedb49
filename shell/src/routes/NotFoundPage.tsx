import { useEffect } from 'react';
import { Anchor, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notFoundTitle } from '../i18n/page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  // Its own window title (a tab or a bookmark says what it is); the dashboard's title comes back on leaving.
  // Runs after SettingsEffects' title (an earlier sibling of the router), also after a language change.
  const title = notFoundTitle(t);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" maw={480} w="100%" padding="xl">
        <Stack>
          <Title order={1} size="h2">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.hint')}</Text>
          <Anchor component={Link} to="/">
            {t('notFound.back')}
          </Anchor>
        </Stack>
      </Card>
    </Center>
  );
}
