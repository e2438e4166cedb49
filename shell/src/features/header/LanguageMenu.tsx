// The header's first icon button: the language menu. For a trilingual product the language is
// the setting visitors reach for most, so it is one click away (documented in shell/README.md).
import { useRef, useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageIcon } from '../../components/icons';
import { Hint } from '../../components/Hint';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';

/** Each language's name in itself, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ms: 'Bahasa Melayu' };

export function LanguageMenu({ onChange }: { onChange: (lng: Language) => void }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  // The menu hands focus back to its button when it closes; a tooltip opened by that focus would
  // stay over the page after a language change. It stays shut until the pointer leaves the button
  // or focus moves on.
  const [hint, setHint] = useState(false);
  const quiet = useRef(false);
  const wake = () => {
    quiet.current = false;
  };
  return (
    // No focus placeholder: Mantine's presentational, focusable placeholder inside role="menu"
    // breaks aria-required-children (axe, critical); focus goes to the first item instead.
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      onOpen={() => setHint(false)}
      onClose={() => {
        quiet.current = true;
        setHint(false);
      }}
    >
      <Menu.Target>
        <Hint label={t('header.language')} open={hint} onOpenChange={(next) => setHint(next && !quiet.current)} onPointerLeave={wake} onBlur={wake}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.language')}>
            <LanguageIcon />
          </ActionIcon>
        </Hint>
      </Menu.Target>
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
