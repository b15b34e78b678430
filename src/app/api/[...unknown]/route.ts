import { unknownApiPath } from '@/lib/api';

/**
 * Any /api path no route handler serves: a JSON 404 in the one error shape, rather than Next's
 * HTML not-found page, whose scripts carry no nonce (the proxy does not run on /api) and are all
 * refused by the CSP. The more specific routes beside this one always win.
 */
export const GET = unknownApiPath;
export const HEAD = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
export const OPTIONS = unknownApiPath;
