// The item's dialog with its error boundary: the chunk ItemDialog fetches on first open.
import type { InfrastructureItem } from 'api-mock/contract';
import { ItemDetailDialog } from './ItemDetailDialog';
import { ItemErrorBoundary } from './ItemErrorBoundary';

export function ItemDialogContent({ itemId, item, onClose }: { itemId: string | null; item: InfrastructureItem | null; onClose: () => void }) {
  return (
    <ItemErrorBoundary itemId={itemId} onClose={onClose}>
      <ItemDetailDialog item={item} onClose={onClose} />
    </ItemErrorBoundary>
  );
}
