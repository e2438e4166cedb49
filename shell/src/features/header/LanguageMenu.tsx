// The header's first icon button: the language menu. For a trilingual product the language is
// the setting visitors reach for most, so it is one click away (documented in shell/README.md).
import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWorld } from '@tabler/icons-react';
import { Hint } from '../../components/Hint';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';

/** Each language's name in itself, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ms: 'Bahasa Melayu' };

export function LanguageMenu({ onChange }: { onChange: (lng: Language) => void }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  // The menu hands focus back to its button when it closes; a tooltip opened by that focus would
  // stay over the page after a language change. So focus does not open it again until focus has
  // moved on; hover still does.
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusQuiet, setFocusQuiet] = useState(false);
  return (
    // No focus placeholder: Mantine's presentational, focusable placeholder inside role="menu"
    // breaks aria-required-children (axe, critical); focus goes to the first item instead.
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      onOpen={() => setMenuOpen(true)}
      onClose={() => {
        setMenuOpen(false);
        setFocusQuiet(true);
      }}
    >
      {/* Tooltip outside Menu.Target: the target's ARIA props then reach the button, not the tooltip. */}
      <Hint label={t('header.language')} disabled={menuOpen} events={{ hover: true, focus: !focusQuiet, touch: false }}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.language')} onBlur={() => setFocusQuiet(false)}>
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
