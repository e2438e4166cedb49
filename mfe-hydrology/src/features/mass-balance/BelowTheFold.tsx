// The sections below the tabs: guidelines and applications side by side, the consistency checks,
// the SCS calculator and the notes on the data. The calculator's inputs are the dialog's, which
// keeps them while this part is not drawn.

import { ResponsiveGrid } from '@forest-city/remote-kit';
import { ConsistencyChecksCard, DataNotesCard } from '../../lib/shared';
import { ApplicationsCard } from './ApplicationsCard';
import { GuidelinesCard } from './GuidelinesCard';
import { ScsCalculator, type ScsInputs } from './ScsCalculator';

export function BelowTheFold({ scs, onScsChange }: { scs: ScsInputs; onScsChange: (next: ScsInputs) => void }) {
  return (
    <>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GuidelinesCard />
        <ApplicationsCard />
      </ResponsiveGrid>
      <ConsistencyChecksCard />
      <ScsCalculator inputs={scs} onInputsChange={onScsChange} />
      <DataNotesCard notes={['syntheticMonths', 'sources', 'nutrientFactor', 'demandRounding', 'reclamationStart']} />
    </>
  );
}
