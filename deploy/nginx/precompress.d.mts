export const compressibleExtensions: string[];
export const minBytes: number;
export function precompressDirectory(dir: string, options?: { brotli?: boolean }): Promise<string[]>;
