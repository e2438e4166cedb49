// How the remotes' dialogs show that something scrolls sideways (issue 18, item 4): tab lists are
// one row that scrolls (never wrapping onto 2-4 rows on a phone), and wide tables keep their
// horizontal scrollbar on screen instead of showing it only while scrolling.
import type { CSSProperties } from 'react';

/**
 * Mantine `Tabs` `styles`: the list is one row that scrolls sideways; a tab never shrinks or wraps its
 * label. The row comes to rest at a tab's start, so the first tab in view is never cut mid-word.
 */
export const SCROLLABLE_TABS_STYLES: { list: CSSProperties; tab: CSSProperties } = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin', overscrollBehaviorX: 'contain', scrollSnapType: 'x mandatory' },
  tab: { flexShrink: 0, whiteSpace: 'nowrap', scrollSnapAlign: 'start' },
};

/** Mantine `Table.ScrollContainer` `scrollAreaProps`: the horizontal scrollbar stays visible whenever the table is wider than the dialog. */
export const TABLE_SCROLL_CUE = { type: 'always', offsetScrollbars: 'x', scrollbarSize: 8 } as const;
