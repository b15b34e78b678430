#!/usr/bin/env node
// The local OpenID provider for development sign-in (README.md next to this file):
//   node scripts/local-idp/run.mjs
// LOCAL_IDP_PORT (3990), LOCAL_IDP_HOST (127.0.0.1), LOCAL_IDP_ORIGIN (http://localhost:PORT),
// LOCAL_IDP_CLIENT_SECRET (wellread-local-secret), LOCAL_IDP_KEYS_FILE (./data/local-idp-keys.json).
import path from 'node:path';
import { startLocalIdp } from './local-idp.mjs';

const env = (name) => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const rawPort = env('LOCAL_IDP_PORT') ?? '3990';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) {
  console.error(`LOCAL_IDP_PORT must be a port number from 0 to 65535, got ${rawPort}`);
  process.exit(1);
}

let idp;
try {
  idp = await startLocalIdp({
    port,
    host: env('LOCAL_IDP_HOST'),
    origin: env('LOCAL_IDP_ORIGIN'),
    clientSecret: env('LOCAL_IDP_CLIENT_SECRET'),
    keysFile: path.resolve(env('LOCAL_IDP_KEYS_FILE') ?? 'data/local-idp-keys.json'),
  });
} catch (error) {
  console.error(`The local OpenID provider did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`Local OpenID provider: ${signal}, closing`);
  try {
    await idp.close();
    process.exit(0);
  } catch (error) {
    console.error('Local OpenID provider: closing failed', error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
