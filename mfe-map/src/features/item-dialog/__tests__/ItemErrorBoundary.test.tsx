// An item that cannot be rendered takes down only its dialog, says so in the visitor's language
// and closing it clears the selection (the host's ?item=), so a reload never reopens the crash.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ItemErrorBoundary } from '../ItemErrorBoundary';

function Broken(): never {
  throw new Error('Objects are not valid as a React child');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test.each([
  ['en', 'This item could not be shown.', 'Close'],
  ['zh', '无法显示此项目。', '关闭'],
  ['ms', 'Item ini tidak dapat dipaparkan.', 'Tutup'],
] as const)('(%s) a throwing item dialog shows the item error; Close clears the selection', async (lng, title, close) => {
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <ItemErrorBoundary itemId="bad-item" onClose={onClose}>
        <Broken />
      </ItemErrorBoundary>
      <p>the map still works</p>
    </>,
    { lng },
  );
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText('the map still works')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getAllByRole('button', { name: close }).at(-1)!));
  expect(onClose).toHaveBeenCalled();
});
