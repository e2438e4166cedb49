// One source as it reads in the visitor's language: a Chinese policy document under its original
// Chinese title, with the English gloss beside it for readers of English and Malay.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';
import { contentLanguage } from '../content';
import { sourceText, type Source } from '../content/sources';

export function SourceLine({ source }: { source: Source }) {
  const { i18n } = useTranslation(NAMESPACE);
  const lang = contentLanguage(i18n.language);
  const s = sourceText(source, lang);
  const comma = lang === 'zh' ? '，' : ', ';
  const [open, close] = lang === 'zh' ? ['（', '）'] : [' (', ')'];
  return (
    <>
      {s.publisher}
      {comma}
      <em lang={source.original ? 'zh-Hans' : undefined}>{s.title}</em>
      {s.gloss ? ` [${s.gloss}]` : ''}
      {open}
      {s.year}
      {close}
    </>
  );
}
