// ?approach= belongs to the open dialog: the choice is kept in the URL while it is open, and a
// closed dialog never writes it back after the host removed it.
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useApproachParam } from '../use-approach-param';

let search = '';
let select: (id: 'sponge-city' | 'abc-waters') => void = () => {};
let navigate: ReturnType<typeof useNavigate> = () => {};
let selected = '';

function Probe({ open }: { open: boolean }) {
  const [approach, choose] = useApproachParam(open);
  search = useLocation().search;
  navigate = useNavigate();
  select = choose;
  selected = approach;
  return null;
}

function renderProbe(url: string) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Probe open />
    </MemoryRouter>,
  );
  const setOpen = (open: boolean) =>
    view.rerender(
      <MemoryRouter initialEntries={[url]}>
        <Probe open={open} />
      </MemoryRouter>,
    );
  return { setOpen };
}

test('while open, a choice dropped from the URL by another writer is written again', () => {
  renderProbe('/?dialog=stormwater');
  act(() => select('abc-waters'));
  expect(new URLSearchParams(search).get('approach')).toBe('abc-waters');
  act(() => navigate('/?dialog=stormwater&view=1,2,3', { replace: true }));
  expect(new URLSearchParams(search).get('approach')).toBe('abc-waters');
  expect(selected).toBe('abc-waters');
});

test('once closed (the host removed dialog and approach), the choice is not written back', () => {
  const { setOpen } = renderProbe('/?dialog=stormwater');
  act(() => select('sponge-city'));
  act(() => {
    navigate('/?layers=water', { replace: true });
    setOpen(false);
  });
  expect(search).toBe('?layers=water');
  // Reopened without ?approach=: the default, not the forgotten choice.
  act(() => {
    navigate('/?layers=water&dialog=stormwater', { replace: true });
    setOpen(true);
  });
  expect(new URLSearchParams(search).get('approach')).toBeNull();
});
