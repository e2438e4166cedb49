// The item dialog's code is fetched on the first open (ItemDialog.tsx). When it does not arrive the
// visitor reads why, in their language, over a map that still works, with Retry and Close.
import { useState, type ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { onDemand, type OnDemand } from '@forest-city/remote-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ItemDialog } from '../ItemDialog';

// The chunk's load: refused (as a chunk that does not arrive is) until `arrives`. A new loader per
// test: onDemand keeps what arrived for the page's life.
let arrives = false;
let loader: OnDemand<{ ItemDialogContent: (props: { itemId: string | null }) => ReactElement }>;
jest.mock('../load-item-dialog', () => ({
  get itemDialog() {
    return loader;
  },
}));

beforeEach(() => {
  arrives = false;
  loader = onDemand(() =>
    arrives
      ? Promise.resolve({ ItemDialogContent: ({ itemId }: { itemId: string | null }) => <p>dialog of {itemId}</p> })
      : Promise.reject(Object.assign(new Error('Loading chunk item-dialog failed.'), { name: 'ChunkLoadError' })),
  );
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('nothing is fetched or shown before an item is opened', () => {
  renderWithProviders(<ItemDialog itemId={null} item={null} onClose={() => {}} />);
  expect(screen.queryByRole('alert')).toBeNull();
});

test.each([
  ['en', "This item's details could not be loaded. Check the connection and retry.", 'Retry', 'Close'],
  ['zh', '无法加载该设施的详细信息。请检查网络连接后重试。', '重试', '关闭'],
  ['ms', 'Butiran item ini tidak dapat dimuatkan. Semak sambungan dan cuba lagi.', 'Cuba lagi', 'Tutup'],
] as const)('(%s) code that does not arrive: the reason, Retry that loads it again, and Close', async (lng, reason, retry, close) => {
  const onClose = jest.fn();
  renderWithProviders(<ItemDialog itemId="wt-1" item={null} onClose={onClose} />, { lng });
  expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: close })));
  expect(onClose).toHaveBeenCalled();
  arrives = true;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: retry })));
  expect(await screen.findByText('dialog of wt-1')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('closed after a failure, the next item opened asks for the code again', async () => {
  function Map() {
    const [itemId, setItemId] = useState<string | null>('wt-1');
    return (
      <>
        <button onClick={() => setItemId(null)}>close item</button>
        <button onClick={() => setItemId('wt-2')}>open wt-2</button>
        <ItemDialog itemId={itemId} item={null} onClose={() => setItemId(null)} />
      </>
    );
  }
  renderWithProviders(<Map />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'close item' })));
  expect(screen.queryByRole('alert')).toBeNull();
  arrives = true;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open wt-2' })));
  expect(await screen.findByText('dialog of wt-2')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
