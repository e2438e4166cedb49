import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withSelfProviders } from '../app/self-providers';
import { NAMESPACE, type ReportPageProps } from '../contract';

function ReportPage(_props: ReportPageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Container component="main" size="md" py="xl">
      <Title order={1}>{t('report.title')}</Title>
      <Text mt="md">{t('beingBuilt')}</Text>
    </Container>
  );
}
export default withSelfProviders(ReportPage, 'ReportPage');
