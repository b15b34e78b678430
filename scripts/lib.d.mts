/** Types of the parts of scripts/lib.mjs the tests use. */
export function specEngine(file: string): 'database' | 'any' | null;
export function databaseSpecs(): string[];
