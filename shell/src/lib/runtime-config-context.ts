import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../federation/runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime configuration, or null when /runtime-config.json could not be loaded. */
export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
