export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare const REVALIDATE_IN_BACKGROUND: string;
export declare const OVERLAY_DATA: RegExp;
export declare function cacheControlFor(path: string): string;
export declare const CONTENT_TYPES: Readonly<Record<string, string>>;
export declare const COMPRESSIBLE: readonly string[];
