// mfe-report's standalone page, for its team's work without the shell: every exposed module,
// each mounted alone with its own providers.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import ReportDialog from './exposed/ReportDialog';
import HistoryDialog from './exposed/HistoryDialog';
import FutureDevelopmentDialog from './exposed/FutureDevelopmentDialog';
import ReportPage from './exposed/ReportPage';

const DIALOGS = { report: ReportDialog, history: HistoryDialog, future: FutureDevelopmentDialog } as const;

function StandalonePage() {
  const [open, setOpen] = useState<keyof typeof DIALOGS | null>(null);
  return (
    <>
      <nav aria-label="mfe-report dialogs" style={{ display: 'flex', gap: 8, padding: 16, fontFamily: 'system-ui' }}>
        <strong>mfe-report standalone</strong>
        {Object.keys(DIALOGS).map((id) => (
          <button key={id} type="button" onClick={() => setOpen(id as keyof typeof DIALOGS)}>
            {id}
          </button>
        ))}
      </nav>
      <ReportPage />
      {open &&
        (() => {
          const Dialog = DIALOGS[open];
          return <Dialog opened onClose={() => setOpen(null)} />;
        })()}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<StandalonePage />);
