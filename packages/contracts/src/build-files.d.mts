// Types of build-files.mjs for parts whose TypeScript does not read JavaScript (allowJs is off there).
export const HASHED_NAME: string;
export const HASHED_FILE: RegExp;
export function hashedParts(file: string): { name: string; ext: string } | null;
