// The item's dialog with its error boundary: the chunk ItemDialog fetches on first open.
import type { InfrastructureItem } from '@forest-city/api-contract';
import { useOpenedAfterMount } from '@forest-city/remote-kit';
import { ItemDetailDialog } from './ItemDetailDialog';
import { ItemErrorBoundary } from './ItemErrorBoundary';

export function ItemDialogContent({ itemId, item, onClose }: { itemId: string | null; item: InfrastructureItem | null; onClose: () => void }) {
  // Mounted closed, opened a frame later: the Modal then gives focus back on close (useOpenedAfterMount).
  const opened = useOpenedAfterMount(item !== null);
  return (
    <ItemErrorBoundary itemId={itemId} onClose={onClose}>
      <ItemDetailDialog item={opened ? item : null} onClose={onClose} />
    </ItemErrorBoundary>
  );
}
