// The api feature as the rest of shell sees it: other features and the app import only these.
export { useInfrastructureItems, useInfrastructureSearch, useSystemMetrics } from './use-infrastructure';
