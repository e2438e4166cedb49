// The header's first icon button: the language menu. For a trilingual product the language is
// the setting visitors reach for most, so it is one click away (documented in shell/README.md).
// The menu is a popup (on-demand-popups.ts): until its code has arrived the button renders alone,
// and a press before then opens the menu as soon as it has (the code is fetched from the first
// pointer, focus or press on the button).
import { useState } from 'react';
import { ON_DEMAND_TRIGGER, useOpenedAfterMount } from '@forest-city/remote-kit';
import { ActionIcon, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWorld } from '@tabler/icons-react';
import { Hint } from '../../components/Hint';
import { popups, preloadPopups } from '../../components/on-demand-popups';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useLanguage } from '../../i18n/use-language';

/**
 * Keeps focus on the button across the swap to the menu's own, and names its press before the
 * menu's code arrived, which the menu carries out when it mounts (packages/remote-kit on-demand.ts).
 * The popups' arrival also mounts the header's hint group, and with it this button, anew (Hint.tsx,
 * HintGroup), so the press is held by the loader, not by either button.
 */
const KEY = 'language';
const TRIGGER = { [ON_DEMAND_TRIGGER]: KEY };

export function LanguageMenu({ onChange }: { onChange: (lng: Language) => void }) {
  const { t } = useTranslation('common');
  const ui = popups.useModule();
  // Code that does not arrive leaves the button as it was: the next press tries again.
  const waiting = popups.usePressed(KEY);
  if (ui) return <LoadedLanguageMenu Menu={ui.Menu} onChange={onChange} />;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.language')}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={waiting || undefined}
      onPointerEnter={preloadPopups}
      onPointerDown={preloadPopups}
      onFocus={preloadPopups}
      onClick={() => popups.press(KEY)}
      {...TRIGGER}
    >
      {waiting ? <Loader size={16} color="gray" aria-hidden="true" /> : <IconWorld size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}

type MenuComponent = NonNullable<ReturnType<typeof popups.useModule>>['Menu'];

function LoadedLanguageMenu({ Menu, onChange }: { Menu: MenuComponent; onChange: (lng: Language) => void }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  // The menu hands focus back to its button when it closes; a tooltip opened by that focus would
  // stay over the page after a language change. So focus does not open it again until focus has
  // moved on; hover still does.
  const [menuOpen, setMenuOpen] = useState(() => popups.takePress(KEY));
  const shown = useOpenedAfterMount(menuOpen);
  const [focusQuiet, setFocusQuiet] = useState(false);
  return (
    // No focus placeholder: Mantine's presentational, focusable placeholder inside role="menu"
    // breaks aria-required-children (axe, critical); focus goes to the first item instead.
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      opened={shown}
      onChange={(opened) => {
        setMenuOpen(opened);
        if (!opened) setFocusQuiet(true);
      }}
    >
      {/* Tooltip outside Menu.Target: the target's ARIA props then reach the button, not the tooltip. */}
      <Hint label={t('header.language')} disabled={menuOpen} events={{ hover: true, focus: !focusQuiet, touch: false }}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.language')} onBlur={() => setFocusQuiet(false)} {...TRIGGER}>
            <IconWorld size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
      </Hint>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item key={l} onClick={() => onChange(l)} lang={l === 'zh' ? 'zh-Hans' : l} aria-current={l === lang ? 'true' : undefined} fw={l === lang ? 700 : undefined}>
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
