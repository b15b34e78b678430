/**
 * What makes two error reports the same bug (error_reports, src/features/errors/server/
 * error-reports.server.ts): the message with its variable parts replaced by placeholders, and the
 * top stack frame without line and column numbers, query strings, origins, install folders or the
 * build hashes in chunk file names. So one bug seen by many readers, on several builds and
 * instances, is one group.
 */

const url = /\b[a-z][a-z\d+.-]*:\/\/[^\s'"`)<>]+/gi;
const quoted = /(?<!\w)'[^'\n]*'(?!\w)|"[^"\n]*"|`[^`\n]*`/g;
const uuid = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const hexLiteral = /\b0x[0-9a-f]+\b/gi;
/** A hex id: 8 or more hex digits with at least one digit and one letter (a plain number is caught below, a word is left alone). */
const hexId = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
const number = /\d+(?:\.\d+)*/g;

/** The message with URLs, quoted strings, uuids, hex ids and numbers replaced by placeholders. */
export function normaliseMessage(message: string): string {
  return message
    .replace(url, '<url>')
    .replace(quoted, '<str>')
    .replace(uuid, '<uuid>')
    .replace(hexLiteral, '<hex>')
    .replace(hexId, '<hex>')
    .replace(number, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A V8 frame ("at fn (file:1:2)", "at file:1:2") or a Firefox/Safari one ("fn@file:1:2"). */
const v8Frame = /^\s*at\s+(?:async\s+)?(?:new\s+)?(?:(.*?)\s+\((.*)\)|(.*))\s*$/;
const geckoFrame = /^\s*([^@\s]*)@(.*:\d+(?::\d+)?)\s*$/;

/** A frame's script location without what differs between builds, hosts and installs. */
function normaliseLocation(location: string): string {
  let place = location
    .trim()
    .replace(/[?#][^\s:)]*/g, '')
    .replace(/(?::\d+){1,2}$/, '')
    .replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  // The install folder (/srv/app/.next/…, webpack-internal:///(rsc)/./src/…) differs per machine.
  const marker = place.search(/\/(?:_next|\.next|src|node_modules)\//);
  if (marker > 0) place = place.slice(marker);
  return (
    place
      // Next's build id folder: /_next/static/<build>/_buildManifest.js.
      .replace(/\/_next\/static\/(?!chunks\/|css\/|media\/)[^/]+\//, '/_next/static/<build>/')
      // Content hashes (letters and digits, 6 or more) and numeric chunk ids in file names.
      .replace(/(?<![0-9a-z])(?=[0-9a-z]*\d)[0-9a-z]{6,}(?![0-9a-z])/gi, (token) => (/^\d+$/.test(token) ? '<n>' : '<hash>'))
      .replace(/(?<![0-9a-z<])\d+(?![0-9a-z>])/gi, '<n>')
  );
}

/** A minifier's name ("e", "t.r"): it changes from build to build, so it does not say which bug. */
function isMinifiedName(name: string): boolean {
  return /^[\w$]{1,2}(?:\.[\w$]{1,2})*$/.test(name);
}

/** The first stack frame, normalised: function name (unless minified) and script location; '' without one. */
export function topFrame(stack: string | null | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const v8 = v8Frame.exec(line);
    const gecko = v8 ? null : geckoFrame.exec(line);
    if (!v8 && !gecko) continue;
    const fn = (v8 ? (v8[2] !== undefined ? v8[1] : '') : gecko![1]) ?? '';
    const location = (v8 ? (v8[2] ?? v8[3]) : gecko![2]) ?? '';
    const name = isMinifiedName(fn) ? '' : fn.replace(/^async\s+/, '');
    return `${name} ${normaliseLocation(location)}`.trim();
  }
  return '';
}
