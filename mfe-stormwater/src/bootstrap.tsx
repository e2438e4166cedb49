// mfe-stormwater's standalone page, for its team's work without the shell.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import StormwaterDialog from './exposed/StormwaterDialog';

function StandalonePage() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <nav aria-label="mfe-stormwater" style={{ display: 'flex', gap: 8, padding: 16, fontFamily: 'system-ui' }}>
        <strong>mfe-stormwater standalone</strong>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
      </nav>
      <StormwaterDialog opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<StandalonePage />);
