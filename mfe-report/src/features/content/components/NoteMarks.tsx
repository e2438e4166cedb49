// Footnote numbers beside a figure; the numbers point at the "Notes on the data" list.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';
import { noteNumber, type NoteId } from '../../sources';

export function NoteMarks({ ids }: { ids?: readonly NoteId[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (!ids?.length) return null;
  const numbers = ids.map(noteNumber);
  return (
    <sup className="fc-note-mark" aria-label={t('notes.marks', { numbers: numbers.join(', ') })}>
      {numbers.map((n) => `[${n}]`).join('')}
    </sup>
  );
}
