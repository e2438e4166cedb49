// The header bar (spec: Screens and routes): menu toggle, title and subtitle, navigation, search, the
// language menu and the settings toggle. On small screens the search box hides behind an icon.
import { useRef, useState, memo, type ReactNode } from 'react';
import { ActionIcon, Burger, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconSearch, IconSettings, IconX } from '@tabler/icons-react';
import { Hint, HintGroup } from '../../components/Hint';
import { usePopupsWhenReachedFor } from '../../components/on-demand-popups';
import type { Language } from '../../i18n/i18n';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

interface HeaderProps {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  settingsOpened: boolean;
  onToggleSettings: () => void;
  searchText: string;
  onSearch: (text: string) => void;
  onLanguage: (lng: Language) => void;
  /** Screen width classes, from DashboardLayout's media queries. */
  isSmall: boolean;
  showNavigation: boolean;
  /** The page links shown in the header on wide screens (the layout passes them). */
  navigation: ReactNode;
  /** The visitor reaches for the settings button: fetch the panel's code (the layout passes it). */
  onSettingsIntent: () => void;
}

export const Header = memo(function Header(props: HeaderProps) {
  const { t } = useTranslation('common');
  const { isSmall } = props;
  const [mobileSearch, setMobileSearch] = useState(false);
  usePopupsWhenReachedFor();

  // Closing the phone's search box gives focus back to the button that opened it (mounted again by then).
  const openSearchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setMobileSearch(false);
    requestAnimationFrame(() => openSearchButton.current?.focus());
  };

  if (isSmall && mobileSearch) {
    return (
      <Group h="100%" px="sm" gap="xs" wrap="nowrap">
        <SearchBox value={props.searchText} onCommit={props.onSearch} autoFocus onEscape={closeSearch} />
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={closeSearch} aria-label={t('header.closeSearch')}>
          <IconX size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
    );
  }

  return (
    <Group h="100%" px={isSmall ? 'sm' : 'md'} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={props.navbarOpened}
          onClick={props.onToggleNavbar}
          size="sm"
          aria-label={t('header.toggleMenu')}
          aria-expanded={props.navbarOpened}
          aria-controls="sidebar"
        />
        <div style={{ minWidth: 0 }}>
          {/* On phones the title may wrap to two lines rather than be cut off. */}
          <Title order={1} fz={isSmall ? 15 : 'h4'} lh={1.15} style={isSmall ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}>
            {t('header.title')}
          </Title>
          <Text fz={isSmall ? 11 : 'xs'} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('header.subtitle')}
          </Text>
        </div>
      </Group>
      {props.showNavigation ? props.navigation : null}
      <Group gap={4} wrap="nowrap" style={{ flex: isSmall ? undefined : '0 1 320px' }}>
        {isSmall ? (
          <ActionIcon ref={openSearchButton} variant="subtle" color="gray" size="lg" onClick={() => setMobileSearch(true)} aria-label={t('header.openSearch')}>
            <IconSearch size={20} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <div style={{ flex: 1, minWidth: 160, marginRight: 8 }}>
            <SearchBox value={props.searchText} onCommit={props.onSearch} />
          </div>
        )}
        {/* Not around the search box: the group arrives with the popups' code, and its children mount anew then. */}
        <HintGroup>
          <LanguageMenu onChange={props.onLanguage} />
          <Hint label={t('header.settings')}>
            <ActionIcon
              variant={props.settingsOpened ? 'light' : 'subtle'}
              color="gray"
              size="lg"
              onClick={props.onToggleSettings}
              // The panel's code arrives while the hand moves to the button (LazySettingsPanel.tsx).
              onPointerEnter={props.onSettingsIntent}
              onPointerDown={props.onSettingsIntent}
              onFocus={props.onSettingsIntent}
              aria-label={t('header.settings')}
              aria-expanded={props.settingsOpened}
              aria-controls="settings-panel"
              data-on-demand-trigger="settings"
            >
              <IconSettings size={20} aria-hidden="true" />
            </ActionIcon>
          </Hint>
        </HintGroup>
      </Group>
    </Group>
  );
});
