// Renders a section's blocks. Texts are plain React text (escaped), never HTML.
import { List, Paper, Stack, Text } from '@mantine/core';
import { ResponsiveGrid } from '@forest-city/remote-kit';
import { useLang } from '../../../lib/localized';
import { DevelopmentTimeline, timelineEvents } from '../../timeline';
import { DevelopmentPhases, LandUse, Sustainability, Geology } from '../../future';
import type { Block } from '../types';
import { NoteMarks } from './NoteMarks';
import { SectionHeading } from './heading-level';
import { MUTED_TEXT } from '../../../lib/scheme-colors';

/** `index`: the block's position in its section; footnote marks are named by it (footnotes.ts). */
function BlockView({ block, index }: { block: Block; index: number }) {
  const site = (item: string) => `b${index}-${item}`;
  const { tr, lang } = useLang();
  switch (block.kind) {
    case 'text':
      return (
        <Text>
          {tr(block.text)}
          <NoteMarks ids={block.notes} site={site('text')} />
        </Text>
      );
    case 'heading':
      return <SectionHeading depth={1}>{tr(block.text)}</SectionHeading>;
    case 'list':
      return (
        <div>
          {block.title && <SectionHeading depth={1}>{tr(block.title)}</SectionHeading>}
          <List spacing={4}>
            {block.items.map((item) => (
              <List.Item key={item.en}>{tr(item)}</List.Item>
            ))}
          </List>
        </div>
      );
    case 'cards':
      return (
        <div>
          {block.title && <SectionHeading depth={1}>{tr(block.title)}</SectionHeading>}
          <ResponsiveGrid cols={{ base: 1, sm: block.cards.length >= 4 ? 2 : block.cards.length }} spacing="sm">
            {block.cards.map((c) => (
              <Paper key={c.id} withBorder p="sm" data-card={c.id}>
                <SectionHeading depth={block.title ? 2 : 1} inline>
                  {tr(c.title)}
                  <NoteMarks ids={c.notes} site={site(`card-${c.id}`)} />
                </SectionHeading>
                {c.meta && (
                  <Text size="sm" c={MUTED_TEXT} fw={600}>
                    {tr(c.meta)}
                  </Text>
                )}
                <Text size="sm" mt={6}>
                  {tr(c.body)}
                </Text>
                {c.points && (
                  <List size="sm" mt={6} spacing={2}>
                    {c.points.map((p) => (
                      <List.Item key={p.en}>{tr(p)}</List.Item>
                    ))}
                  </List>
                )}
              </Paper>
            ))}
          </ResponsiveGrid>
        </div>
      );
    case 'keyFacts':
      return (
        <div>
          {block.title && <SectionHeading depth={1}>{tr(block.title)}</SectionHeading>}
          <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
            {block.facts.map((f) => (
              <Paper key={f.id} withBorder p="sm" data-fact={f.id}>
                <Text component="dt" size="sm" c={MUTED_TEXT} fw={600}>
                  {tr(f.label)}
                </Text>
                <Text component="dd" m={0} fw={700} fz="lg">
                  {f.value(lang)}
                  <NoteMarks ids={f.notes} site={site(`fact-${f.id}`)} />
                </Text>
                <Text component="dd" m={0} size="sm">
                  {tr(f.description)}
                </Text>
              </Paper>
            ))}
          </ResponsiveGrid>
        </div>
      );
    case 'timeline':
      return (
        <div>
          {block.title && <SectionHeading depth={1}>{tr(block.title)}</SectionHeading>}
          <DevelopmentTimeline events={timelineEvents(block)} markSite={(id) => site(`event-${id}`)} headingDepth={block.title ? 2 : 1} />
        </div>
      );
    case 'developmentPhases':
      return <DevelopmentPhases />;
    case 'landUse':
      return <LandUse />;
    case 'sustainability':
      return <Sustainability />;
    case 'geology':
      return <Geology />;
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Stack gap="md">
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} index={i} />
      ))}
    </Stack>
  );
}
