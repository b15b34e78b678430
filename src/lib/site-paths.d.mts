export const siteFiles: ReadonlyMap<string, string>;
export function isSitePath(pathname: string): boolean;
export function methodsFor(pathname: string): readonly string[];
export function pageQuery(pathname: string, search: URLSearchParams): string;
export function renderedTarget(target: string | undefined): string | undefined;
