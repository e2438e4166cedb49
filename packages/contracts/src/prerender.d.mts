export declare const FRAGMENT_DIR: 'prerender';
export declare const fragmentFile: (module: string, lang: string) => string;
export declare const NONCE_PLACEHOLDER: string;
export declare const QUERY_STATE_ID: 'fc-query-state';
export declare const START_TEXTS_ID: 'fc-start-texts';
export declare const FIRST_VIEW_SCRIPTS_ID: 'fc-first-view-scripts';
export declare const LANGUAGE_COOKIE: 'fc_lang';
export declare const COLOR_SCHEME_COOKIE: 'fc_scheme';
export declare function firstSupportedLanguage(wanted: readonly string[], supported: readonly string[]): string | null;
