// Which components render while something happens, read from the devtools hook the jsdom setup
// installs (react-commits.ts): for the parts memoized so that a change elsewhere leaves them be.
import { act } from '@testing-library/react';
// A type only: the hook itself is loaded by the setup, before react-dom.
import type { RenderRecorder } from './react-commits';

/** The components rendered during `change` (run in act), each name once per render. */
export async function rendersDuring(change: () => void | Promise<void>): Promise<string[]> {
  const recorder = (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: RenderRecorder }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!recorder?.startRecording) throw new Error('The render recorder is not installed (jest.setup.jsdom.ts loads it before react-dom).');
  let names: string[] = [];
  recorder.startRecording();
  try {
    await act(async () => {
      await change();
    });
  } finally {
    names = recorder.stopRecording();
  }
  return names;
}
