// /forest-city-report: the report as a page of its own (no shell chrome around it), printable
// and with its own title and description for sharing.
import { Anchor, Button, Chip, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useOwnsDocument } from '@forest-city/remote-kit';
import { useLang, type Lang } from '../../../lib/localized';
import { useDocumentMeta } from '../use-document-meta';
import { HeadingLevelProvider } from '../../../lib/heading-level';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

/** Each language named in itself, so a visitor finds theirs whatever is shown now. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', zh: '中文', ms: 'Bahasa Melayu' };

/** An absolute http(s) URL leaves the host's router (a partner page linking to the dashboard). */
const isAbsolute = (href: string) => /^https?:\/\//i.test(href);

export function ReportPageView({
  children,
  backHref = '/',
  lang: hostLang,
  onLanguageChange,
}: {
  /** The report itself (the app passes AnalyticalReport). */
  children: ReactNode;
  backHref?: string | null;
  lang?: Lang;
  onLanguageChange?: (lang: Lang) => void;
}) {
  const { t, i18n, lang: ownLang } = useLang();
  // The language is the host's when it passes one; otherwise this page's i18next instance's.
  const lang = hostLang ?? ownLang;
  // With a host callback the page asks its host (the shell changes its own language, which this
  // page follows); without one (standalone page, partner mount) it changes its own instance.
  const changeLanguage = (next: Lang) => (onLanguageChange ? onLanguageChange(next) : void i18n.changeLanguage(next));
  useDocumentMeta({ title: t('page.documentTitle'), description: t('page.description') });
  // One radio group per page shown (a partner may show the page twice): a name of its own.
  const radioName = useId();
  // The page's main landmark where it owns the page; on a partner's page, which has its own <main>, a labelled region.
  const landmark = useOwnsDocument() ? { component: 'main' as const } : { component: 'section' as const, 'aria-label': t('report.title') };
  return (
    <Container {...landmark} size="lg" py="lg" className="fc-report">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c={MUTED_TEXT} fw={600}>
              {t('page.kicker')}
            </Text>
            <Title order={1}>{t('report.title')}</Title>
            <Text mt={4}>{t('page.description')}</Text>
          </div>
          <Group gap="xs" className="fc-no-print" wrap="wrap">
            {/* Chips, not a SegmentedControl: its sliding indicator measures itself when it mounts,
                a forced layout of the whole report (about 100 ms of the report's start at a phone's
                4x CPU slowdown, issue 19). Each chip is a radio of one group; `variant` is given so
                that a partner's accent gets a readable text colour (the theme's autoContrast). */}
            <Chip.Group value={lang} onChange={(v) => changeLanguage(v as Lang)}>
              <Group gap={4} role="radiogroup" aria-label={t('page.language')}>
                {(Object.keys(LANGUAGE_NAMES) as Lang[]).map((l) => (
                  <Chip key={l} value={l} size="xs" variant="filled" name={radioName}>
                    <span lang={l}>{LANGUAGE_NAMES[l]}</span>
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Button variant="default" size="xs" onClick={() => window.print()}>
              {t('page.print')}
            </Button>
          </Group>
        </Group>
        {backHref !== null &&
          (isAbsolute(backHref) ? (
            <Anchor href={backHref} className="fc-no-print" size="sm">
              {t('page.back')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={backHref} className="fc-no-print" size="sm">
              {t('page.back')}
            </Anchor>
          ))}
        {/* Under the page's h1, section headings are h2. */}
        <HeadingLevelProvider value={2}>{children}</HeadingLevelProvider>
      </Stack>
    </Container>
  );
}
