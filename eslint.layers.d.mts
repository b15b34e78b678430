/** Types of eslint.layers.mjs, for the tests that read it. */
export const layers: Record<string, string[]>;
export const layerZones: { target: string; from: string[]; message: string }[];
