export declare function documentOnly(html: string): string;
export declare function writeDocumentOnlyExport(siteOut: string, dir: string, paths: readonly string[]): Promise<void>;
