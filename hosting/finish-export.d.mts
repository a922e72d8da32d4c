export declare const NOT_FOUND_COPIES: readonly string[];
export declare const ENCODINGS: Readonly<{ br: string; gzip: string }>;
export declare function compress(raw: Buffer, encoding: "br" | "gzip"): Promise<Buffer>;
export declare function isCompressible(path: string): boolean;
export interface FinishExportResult {
  removed: string[];
  files: number;
  /** False when the export was left uncompressed (SITE_PRECOMPRESS=0). */
  precompressed: boolean;
  rawBytes: number;
  brBytes: number;
  gzipBytes: number;
}
export declare function describeFinish(done: FinishExportResult): string;
export declare function finishExport(outDir: string, options?: { precompress?: boolean }): Promise<FinishExportResult>;
