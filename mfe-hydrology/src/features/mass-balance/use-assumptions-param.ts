// The assumptions companion's open state and tab live in the URL (?hydrology.assumptions=<tab>),
// so a link opens the same view. Replacing the entry keeps the shell's history state, so the
// shell's Back-closes-the-dialog behaviour is untouched.
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export const ASSUMPTIONS_PARAM = 'hydrology.assumptions';

export function useAssumptionsParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const value = params.get(ASSUMPTIONS_PARAM);
  const set = useCallback(
    (next: string | null) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === null) p.delete(ASSUMPTIONS_PARAM);
          else p.set(ASSUMPTIONS_PARAM, next);
          return p;
        },
        { replace: true, state: location.state },
      );
    },
    [setParams, location.state],
  );
  return [value, set] as const;
}
