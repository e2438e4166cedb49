// mfe-hydrology's standalone page, for its team's work without the shell.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import MassBalanceDialog from './exposed/MassBalanceDialog';
import MonthlyWaterBalanceDialog from './exposed/MonthlyWaterBalanceDialog';

const DIALOGS = { massBalance: MassBalanceDialog, monthly: MonthlyWaterBalanceDialog } as const;

function StandalonePage() {
  const [open, setOpen] = useState<keyof typeof DIALOGS | null>('massBalance');
  const Dialog = open ? DIALOGS[open] : null;
  return (
    <>
      <nav aria-label="mfe-hydrology dialogs" style={{ display: 'flex', gap: 8, padding: 16, fontFamily: 'system-ui' }}>
        <strong>mfe-hydrology standalone</strong>
        {Object.keys(DIALOGS).map((id) => (
          <button key={id} type="button" onClick={() => setOpen(id as keyof typeof DIALOGS)}>
            {id}
          </button>
        ))}
      </nav>
      {Dialog && <Dialog opened onClose={() => setOpen(null)} />}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<StandalonePage />);
