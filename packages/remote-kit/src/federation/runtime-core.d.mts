// Types of runtime-core.mjs.
export const RUNTIME_CORE_KEY: string;
export const RUNTIME_CORE_GLOBAL: string;
export const RUNTIME_CORE_EXPRESSION: string;
