/** Browser storage keys share one prefix on every site (spec: session storage keys are prefixed 'healthline.'). */
export const storagePrefix = 'healthline.';

/**
 * Storage can be missing or throw (privacy modes, full quota); that is never an error for us:
 * reads give undefined and writes report false.
 */
function read(storage: () => Storage, name: string): string | undefined {
  try {
    return storage().getItem(storagePrefix + name) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(storage: () => Storage, name: string, value: string | undefined): boolean {
  try {
    if (value === undefined) storage().removeItem(storagePrefix + name);
    else storage().setItem(storagePrefix + name, value);
    return true;
  } catch {
    return false;
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const readLocalSetting = (name: string) => read(local, name);
export const writeLocalSetting = (name: string, value: string | undefined) => write(local, name, value);
export const readSessionItem = (name: string) => read(session, name);
export const writeSessionItem = (name: string, value: string | undefined) => write(session, name, value);
