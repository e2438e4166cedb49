export declare const FRAGMENT_DIR: 'prerender';
export declare const fragmentFile: (module: string, lang: string) => string;
export declare const NONCE_PLACEHOLDER: string;
