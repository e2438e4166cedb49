// While the report page is mounted it owns the document's title, description and Open Graph
// tags (for sharing a link to it); on unmount the previous values come back, so the shell's
// other routes keep their own. On a partner's page (./mount, the custom elements) the document is
// the partner's: nothing is written.
import { useEffect } from 'react';
import { useOwnsDocument } from '@forest-city/remote-kit';

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.getAttribute('content') ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
  const el = element;
  return () => {
    if (created) el.remove();
    else if (previous === null) el.removeAttribute('content');
    else el.setAttribute('content', previous);
  };
}

export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  const ownsDocument = useOwnsDocument();
  useEffect(() => {
    if (!ownsDocument) return undefined;
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'article'),
    ];
    return () => {
      document.title = previousTitle;
      for (const r of restore.reverse()) r();
    };
  }, [ownsDocument, title, description]);
}
