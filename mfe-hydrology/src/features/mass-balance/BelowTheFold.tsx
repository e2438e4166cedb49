// The sections below the tabs: guidelines and applications side by side, the consistency checks,
// the SCS calculator and the notes on the data.

import { ResponsiveGrid } from '@forest-city/remote-kit';
import { ConsistencyChecksCard, DataNotesCard } from '../../lib/shared';
import { ApplicationsCard } from './ApplicationsCard';
import { GuidelinesCard } from './GuidelinesCard';
import { ScsCalculator } from './ScsCalculator';

export function BelowTheFold() {
  return (
    <>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GuidelinesCard />
        <ApplicationsCard />
      </ResponsiveGrid>
      <ConsistencyChecksCard />
      <ScsCalculator />
      <DataNotesCard notes={['syntheticMonths', 'sources', 'nutrientFactor', 'demandRounding', 'reclamationStart']} />
    </>
  );
}
