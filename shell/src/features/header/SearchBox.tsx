// The header's search box. The typed text is debounced (300 ms) into the URL's `q`; a server
// search runs only for more than 2 characters (spec: Validation rules), with a spinner while it loads.
// The map receives the same text and uses the same query key, so there is one request.
// A failed search (queries do not retry, the spec's Business constants) says so in the box, with a Retry.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Loader, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { Hint } from '../../components/Hint';
import { useInfrastructureSearch } from '../../lib/api';
import { apiErrorKey } from '../../lib/errors';
import { isSearchable } from '@forest-city/contracts';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The committed search text (the URL's `q`). */
  value: string;
  onCommit: (text: string) => void;
  autoFocus?: boolean;
  onEscape?: () => void;
}

export function SearchBox({ value, onCommit, autoFocus, onEscape }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // The last text this box wrote to the URL. When `q` comes back as that text it is our own
  // echo (it may arrive after the visitor typed more, so it must not overwrite the box); any
  // other change of `q` (Back, a link) is taken into the box.
  const committed = useRef(value);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (debounced !== committed.current) {
      committed.current = debounced;
      onCommit(debounced);
    }
    // onCommit identity changes with the URL; only a new debounced text should commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const search = useInfrastructureSearch(value);
  const searchable = isSearchable(value);
  const failed = searchable && search.isError && !search.isFetching;
  const failure = failed ? t(apiErrorKey(search.error, 'search')) : '';
  let rightSection: ReactNode = null;
  if (search.isFetching) rightSection = <Loader size="xs" role="img" aria-label={t('header.searching')} data-testid="search-spinner" />;
  else if (failed) {
    rightSection = (
      <Hint label={failure}>
        <ActionIcon variant="subtle" color="red" size="sm" onClick={() => void search.refetch()} aria-label={t('header.retrySearch')} data-testid="search-retry">
          <IconRefresh size={16} aria-hidden="true" />
        </ActionIcon>
      </Hint>
    );
  }
  let announcement = '';
  // The number of all matches (the page holds at most the best SEARCH_PAGE_SIZE).
  if (searchable && search.isSuccess) announcement = t('header.results', { count: search.data.total });
  else if (failed) announcement = failure;
  return (
    <>
      <TextInput
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onEscape?.();
        }}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('labels.search')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={rightSection}
        rightSectionPointerEvents={failed ? 'all' : 'none'}
        autoFocus={autoFocus}
        w="100%"
        maxLength={200}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
