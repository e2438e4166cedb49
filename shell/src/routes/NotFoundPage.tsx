import { Anchor, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
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
