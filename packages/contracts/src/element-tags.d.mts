// Types of element-tags.mjs.
export const ELEMENTS_API_VERSION: string;
export const COMMON_ATTRIBUTES: readonly string[];
