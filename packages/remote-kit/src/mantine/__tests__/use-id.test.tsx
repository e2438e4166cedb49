// Mantine's useId as every build has it (rspack.base.mjs, MANTINE_USE_ID; jest.config.mjs maps it
// the same way): React's id, kept, so a component that takes an id renders once when it mounts.
import { Profiler, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render } from '@testing-library/react';
import { MantineProvider, Switch } from '@mantine/core';
import { useId } from '@mantine/hooks';

function Labelled() {
  const id = useId();
  const given = useId('given');
  return (
    <label htmlFor={id} data-given={given}>
      x
    </label>
  );
}

test("a component that takes Mantine's id commits once when it mounts, with an id from React's", () => {
  let commits = 0;
  const { container } = render(
    <Profiler id="labelled" onRender={() => (commits += 1)}>
      <Labelled />
    </Profiler>,
  );
  expect(commits).toBe(1);
  const label = container.querySelector('label')!;
  expect(label.htmlFor).toMatch(/^mantine-_r_[0-9a-z]+_$/);
  expect(label.dataset.given).toBe('given');
});

test('a Switch keeps the id it was prerendered with when the page hydrates it', async () => {
  const page = (
    <StrictMode>
      <MantineProvider>
        <Switch label="Water" />
      </MantineProvider>
    </StrictMode>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  const served = root.querySelector('input')!.id;
  expect(served).toMatch(/^mantine-/);
  let commits = 0;
  await act(async () => {
    hydrateRoot(
      root,
      <Profiler id="page" onRender={() => (commits += 1)}>
        {page}
      </Profiler>,
    );
  });
  expect(root.querySelector('input')!.id).toBe(served);
  expect(commits).toBe(1);
  root.remove();
});
