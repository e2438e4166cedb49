// The selected approach lives in the URL (?approach=<id>, owned by this remote), so a link opens
// the same view. Selector changes replace the history entry: Back still closes the dialog.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { approachOrDefault } from './content';
import type { ApproachId } from './content/types';

export const APPROACH_PARAM = 'approach';

/**
 * @param open whether the dialog is open. The host removes ?approach= with the dialog when it
 * closes (the parameter belongs to the open dialog); a closed dialog forgets the choice and never
 * writes it back.
 */
export function useApproachParam(open = true): [ApproachId, (id: ApproachId) => void] {
  const [params, setParams] = useSearchParams();
  // Keep the history entry's state (the shell marks entries its own clicks opened, so that
  // closing goes Back); replacing the entry must not drop it.
  const { state } = useLocation();
  const latestState = useRef(state);
  latestState.current = state;
  const fromUrl = params.get(APPROACH_PARAM);
  // The visitor's last choice in this dialog. Another part that writes the URL from search params
  // it read before our write (the map saving its view as it settles) can drop ?approach=; the
  // choice then still shows and is written again below. A value in the URL always wins.
  const [chosen, setChosen] = useState<ApproachId | null>(null);
  const selected = approachOrDefault(fromUrl ?? chosen);

  const write = useCallback(
    (id: ApproachId) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(APPROACH_PARAM, id);
          return next;
        },
        { replace: true, preventScrollReset: true, state: latestState.current },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (!open) setChosen(null);
    else if (chosen && fromUrl === null) write(chosen);
  }, [open, chosen, fromUrl, write]);

  const select = useCallback(
    (id: ApproachId) => {
      setChosen(id);
      write(id);
    },
    [write],
  );
  return [selected, select];
}
