// The right-hand settings panel (spec: Screens and routes): quick actions, system information, the three
// notifications, Help & Support, and the settings that work (language, theme, toasts,
// auto-translate, translation provider). What each does is documented in shell/README.md.
import { useState } from 'react';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/i18n';
import { HelpModal } from './HelpModal';
import { PanelNotifications } from './sections/PanelNotifications';
import { Preferences } from './sections/Preferences';
import { QuickActions } from './sections/QuickActions';
import { SystemInfo } from './sections/SystemInfo';

export { APP_VERSION } from './sections/SystemInfo';

interface SettingsPanelProps {
  opened: boolean;
  onClose: () => void;
  onLanguage: (lng: Language) => void;
  onShowHealth: () => void;
  /** Where "Contact Support" leads (runtime configuration `links.support`). */
  supportUrl: string | null;
}

export function SettingsPanel({ opened, onClose, onLanguage, onShowHealth, supportUrl }: SettingsPanelProps) {
  const { t } = useTranslation('common');
  const [helpOpen, setHelpOpen] = useState(false);

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={360}
        title={t('labels.settings')}
        id="settings-panel"
        closeButtonProps={{ 'aria-label': t('labels.close') }}
        overlayProps={{ backgroundOpacity: 0.2 }}
        // Escape belongs to the topmost dialog: with Help open it closes Help only, not the panel too.
        closeOnEscape={!helpOpen}
      >
        <Stack gap="lg" data-testid="settings-panel">
          <QuickActions onShowHealth={onShowHealth} supportUrl={supportUrl} />

          <SystemInfo />

          <PanelNotifications />

          <Button variant="default" onClick={() => setHelpOpen(true)}>
            {t('settings.help')}
          </Button>

          <Divider />

          <Preferences onLanguage={onLanguage} />
        </Stack>
      </Drawer>
      {/* Help's own focus return puts focus back on the Help button (the panel keeps its focus trap meanwhile). */}
      <HelpModal opened={helpOpen} onClose={() => setHelpOpen(false)} supportUrl={supportUrl} />
    </>
  );
}
