/** Browser storage keys share one prefix (spec: "a prefixed local storage key"). */
export const storagePrefix = 'healthline.';

/** localStorage can be missing or throw (privacy modes, full quota); callers get undefined instead. */
export function readLocalSetting(name: string): string | undefined {
  try {
    return window.localStorage.getItem(storagePrefix + name) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeLocalSetting(name: string, value: string | undefined): boolean {
  try {
    if (value === undefined) window.localStorage.removeItem(storagePrefix + name);
    else window.localStorage.setItem(storagePrefix + name, value);
    return true;
  } catch {
    return false;
  }
}
