// The shared feature as the rest of mfe-hydrology sees it: other features and the app import only these.
export { balanceColor } from './balance-colors';
export { ConsistencyChecksCard } from './ConsistencyChecksCard';
export { DataNotesCard } from './DataNotesCard';
export { Icon } from './icons';
export { formatParameterValue, unitLabel } from './parameter-text';
export { ParameterCards } from './ParameterCards';
export { useTabState } from './use-tab-state';
