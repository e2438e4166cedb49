// Dialog and tab live in the URL (?dialog=…&tab=…), so a link opens the same view and the
// browser's Back button closes a dialog that a click opened.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { currentSearchParams } from '../../app/current-search-params';
import { findDialog, withoutDialog } from './dialog-registry';

interface OpenedState {
  openedDialog?: boolean;
}

export function useDialogState() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const dialog = findDialog(params.get('dialog'));
  const tab = params.get('tab') ?? undefined;

  const open = useCallback(
    (id: string) => {
      const next = withoutDialog(currentSearchParams());
      next.set('dialog', id);
      setParams(next, { state: { openedDialog: true } satisfies OpenedState });
    },
    [setParams],
  );

  const close = useCallback(() => {
    if ((location.state as OpenedState | null)?.openedDialog) {
      navigate(-1);
      return;
    }
    setParams(withoutDialog(currentSearchParams()), { replace: true });
  }, [location.state, navigate, setParams]);

  const setTab = useCallback(
    (value: string) => {
      const next = currentSearchParams();
      next.set('tab', value);
      setParams(next, { replace: true, state: window.history.state?.usr });
    },
    [setParams],
  );

  return { dialog, tab, open, close, setTab };
}
