// A module inside the shell uses the shell's providers; a change of address renders the wrapper
// (its router check reads the location) but not the module, which renders when its props change.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useNavigate } from 'react-router';
import { withSelfProviders } from '../self-providers';

let renders = 0;
function Probe({ label }: { label: string }) {
  renders += 1;
  return <p>{label}</p>;
}
const Wrapped = withSelfProviders(Probe, 'Probe', 'probe');

test('a change of address does not render the module again; a change of its props does', () => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false });
  let go: (to: string) => void = () => {};
  let relabel: (label: string) => void = () => {};
  function Host() {
    go = useNavigate();
    const [label, setLabel] = useState('first');
    relabel = setLabel;
    return <Wrapped label={label} />;
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <Host />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  expect(screen.getByText('first')).toBeInTheDocument();
  const before = renders;
  act(() => go('/?dialog=history'));
  expect(renders).toBe(before);
  act(() => relabel('second'));
  expect(screen.getByText('second')).toBeInTheDocument();
  expect(renders).toBe(before + 1);
});
