// The sections below the tabs: guidelines and applications side by side, the consistency checks,
// the SCS calculator and the notes on the data.
import { SimpleGrid } from '@mantine/core';
import { ConsistencyChecksCard, DataNotesCard } from '../shared';
import { ApplicationsCard } from './ApplicationsCard';
import { GuidelinesCard } from './GuidelinesCard';
import { ScsCalculator } from './ScsCalculator';

export function BelowTheFold() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GuidelinesCard />
        <ApplicationsCard />
      </SimpleGrid>
      <ConsistencyChecksCard />
      <ScsCalculator />
      <DataNotesCard notes={['syntheticMonths', 'sources', 'nutrientFactor', 'demandRounding']} />
    </>
  );
}
