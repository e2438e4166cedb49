// Export Data: the monthly sets and the parameters as CSV (one file each) or everything as JSON.
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { downloadText, MIME } from '@forest-city/remote-kit';
import { toCsv, toJson, exportJson, parameterRows, PARAMETER_COLUMNS, SET_A_COLUMNS, SET_B_COLUMNS, setARows, setBRows } from '../../lib/export';
import { Icon } from '../../lib/shared';

export const EXPORT_FILES = {
  setA: 'forest-city-hydrology-monthly-set-a.csv',
  setB: 'forest-city-hydrology-monthly-set-b.csv',
  parameters: 'forest-city-hydrology-parameters.csv',
  json: 'forest-city-hydrology.json',
} as const;

export function ExportMenu({ items = ['setA', 'setB', 'parameters', 'json'] }: { items?: readonly (keyof typeof EXPORT_FILES)[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const actions: Record<keyof typeof EXPORT_FILES, () => void> = {
    setA: () => downloadText(EXPORT_FILES.setA, toCsv(setARows(), SET_A_COLUMNS), MIME.csv),
    setB: () => downloadText(EXPORT_FILES.setB, toCsv(setBRows(), SET_B_COLUMNS), MIME.csv),
    parameters: () => downloadText(EXPORT_FILES.parameters, toCsv(parameterRows(t, lang), PARAMETER_COLUMNS), MIME.csv),
    json: () => downloadText(EXPORT_FILES.json, toJson(exportJson(t, lang)), MIME.json),
  };
  return (
    // No focus placeholder: Mantine's presentational, focusable placeholder inside role="menu"
    // breaks aria-required-children (axe, critical); focus goes to the first item instead.
    <Menu position="bottom-end" withinPortal zIndex={400} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button size="sm" variant="filled" color="teal.9" leftSection={<Icon name="download" size={16} />}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((id) => (
          <Menu.Item key={id} onClick={actions[id]} data-export={id}>
            {t(`export.${id}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
