import { Stack, Table } from '@mantine/core';
import { useLang } from '../../../lib/localized';
import { GEOLOGY_PARAMETERS } from '../data/geology';
import { SoilProfile } from './SoilProfile';

export function Geology() {
  const { t, tr, lang } = useLang();
  return (
    <Stack gap="sm">
      <SoilProfile />
      <Table striped withTableBorder>
        <Table.Caption>{t('geology.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('geology.parameter')}</Table.Th>
            <Table.Th scope="col">{t('geology.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GEOLOGY_PARAMETERS.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Th scope="row" fw={500}>
                {tr(p.name)}
              </Table.Th>
              <Table.Td>{p.value(lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
