import { readLocalSetting, writeLocalSetting } from '@/lib/browser-storage';
import { randomId } from '@/lib/random-id';

export const anonymousIdSetting = 'anonymousId';
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let inMemory: string | undefined;

/**
 * The first-party anonymous id: a random id kept in localStorage (healthline.anonymousId),
 * created on first use. Without storage it lasts for the page. It names no person; it is still
 * an identifier, so the consent feature decides when it may be created and sent.
 */
export function anonymousId(): string {
  const stored = readLocalSetting(anonymousIdSetting);
  if (stored && idPattern.test(stored)) return stored;
  const id = inMemory ?? randomId();
  if (!writeLocalSetting(anonymousIdSetting, id)) inMemory = id;
  return id;
}
