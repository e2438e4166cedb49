// ./InfrastructureMap: the map remote's exposed component (props contract: ../contract.ts,
// documented in mfe-map/README.md). Inside the shell it uses the shell's providers and
// QueryClient; mounted alone it brings its own.
import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type InfrastructureMapProps } from '../contract';
import { MapScreen } from '../app/MapScreen';

function InfrastructureMap(props: InfrastructureMapProps) {
  return <MapScreen {...props} />;
}
export default withSelfProviders(InfrastructureMap, 'InfrastructureMap', NAMESPACE);
