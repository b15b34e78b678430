export function localIdpWanted(env: Record<string, string | undefined>): boolean;
