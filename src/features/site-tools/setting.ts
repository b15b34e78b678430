import { readLocalSetting, writeLocalSetting } from '@/lib/browser-storage';

export const siteToolsParam = 'siteTools';
export const siteToolsSetting = 'siteTools';

/**
 * Spec: site tools are enabled by a query parameter or a persisted local setting.
 * ?siteTools=1 turns them on and remembers it, ?siteTools=0 turns them off and forgets it,
 * no parameter uses what was remembered.
 */
export function siteToolsEnabled(search: string): boolean {
  const param = new URLSearchParams(search).get(siteToolsParam);
  if (param === '1') {
    writeLocalSetting(siteToolsSetting, '1');
    return true;
  }
  if (param === '0') {
    writeLocalSetting(siteToolsSetting, undefined);
    return false;
  }
  return readLocalSetting(siteToolsSetting) === '1';
}

export function turnOffSiteTools(): void {
  writeLocalSetting(siteToolsSetting, undefined);
}
