// The settings panel hosts Help & Support, a dialog over a drawer: Escape belongs to the topmost
// one, so it closes Help and leaves the panel open (before the fix both closed at once, which also
// lost the visitor's focus).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createQueryClient } from '../../../lib/query-client';
import { SettingsPanel } from '../SettingsPanel';

const common = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../locales/en/common.json'), 'utf8'));

let client = createQueryClient();

beforeEach(() => {
  client = createQueryClient();
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ items: [] }), text: async () => '{"items":[]}' })) });
});

// The panel's system section reads the item list; its answer is checked by a module the query
// imports when the answer arrives. The test waits for that read to settle so nothing is imported
// after Jest has torn the environment down (which logs an error and fails the whole run).
afterEach(async () => {
  await waitFor(() => expect(client.isFetching()).toBe(0));
});

async function renderPanel(onClose: () => void) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SettingsPanel opened onClose={onClose} onLanguage={() => {}} onShowHealth={() => {}} supportUrl={null} />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

test('Escape in Help & Support closes Help only; the next Escape closes the panel', async () => {
  const onClose = jest.fn();
  await renderPanel(onClose);
  const panel = screen.getByTestId('settings-panel');
  fireEvent.click(within(panel).getByRole('button', { name: common.settings.help }));
  const help = screen.getByRole('dialog', { name: common.help.title });
  fireEvent.keyDown(within(help).getByRole('button', { name: common.labels.close }), { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: common.help.title })).toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(within(panel).getByRole('button', { name: common.settings.help }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});
