import { unknownApiPath } from '@/lib/api';

/** Any /v2 path but /v2/t: a JSON 404, as for /api (src/app/api/[...unknown]/route.ts). */
export const GET = unknownApiPath;
export const HEAD = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
export const OPTIONS = unknownApiPath;
