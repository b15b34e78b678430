import { consentState, onConsentChange } from './client';
import { gppString, uspv1SectionId, uspv1SectionName } from './gpp';
import type { ConsentState } from './model';

/**
 * The two APIs ad technology reads the reader's choice from: the IAB US Privacy API
 * (window.__uspapi) and the IAB GPP CMP API 1.1 (window.__gpp). The inline stub (stub-script.ts)
 * queues calls made before this module loads; install() answers them and takes over.
 */

type Callback = (data: unknown, success: boolean) => void;
type QueuedFn = ((...args: unknown[]) => unknown) & { queue?: unknown[][] };
type CmpWindow = Window & { __uspapi?: QueuedFn; __gpp?: QueuedFn };

interface UspV1Section {
  Version: number;
  Notice: string;
  OptOutSale: string;
  LspaCovered: string;
}

function uspSection(state: ConsentState): UspV1Section | null {
  if (state.regime !== 'us') return null;
  const [version, notice, optOut, lspa] = state.usPrivacy;
  return { Version: Number(version), Notice: notice!, OptOutSale: optOut!, LspaCovered: lspa! };
}

export function gppPingData(state: ConsentState) {
  const section = uspSection(state);
  return {
    gppVersion: '1.1',
    cmpStatus: 'loaded',
    cmpDisplayStatus: state.decided ? 'hidden' : 'visible',
    signalStatus: 'ready',
    supportedAPIs: [`${uspv1SectionId}:${uspv1SectionName}`],
    cmpId: 0,
    sectionList: section ? [uspv1SectionId] : [],
    applicableSections: section ? [uspv1SectionId] : [-1],
    gppString: gppString(section ? state.usPrivacy : null),
    parsedSections: section ? { [uspv1SectionName]: section } : {},
  };
}

export function uspapi(command: string, version: number, callback: Callback): void {
  if (typeof callback !== 'function') return;
  const state = consentState();
  if (command === 'getUSPData' && version === 1) callback({ version: 1, uspString: state.usPrivacy }, true);
  else if (command === 'ping') callback({ uspapiLoaded: true, version: 1 }, true);
  else callback(null, false);
}

const gppListeners = new Map<number, Callback>();
let nextListenerId = 1;

export function gpp(command: string, callback: Callback, parameter?: unknown): void {
  if (typeof callback !== 'function') return;
  const state = consentState();
  const section = uspSection(state);
  switch (command) {
    case 'ping':
      callback(gppPingData(state), true);
      return;
    case 'addEventListener': {
      const listenerId = nextListenerId++;
      gppListeners.set(listenerId, callback);
      callback({ eventName: 'listenerRegistered', listenerId, data: true, pingData: gppPingData(state) }, true);
      return;
    }
    case 'removeEventListener':
      callback(gppListeners.delete(Number(parameter)), true);
      return;
    case 'hasSection':
      callback(parameter === uspv1SectionName && section !== null, true);
      return;
    case 'getSection':
      callback(parameter === uspv1SectionName ? section : null, true);
      return;
    case 'getField': {
      const [name, field] = String(parameter).split('.');
      const value = name === uspv1SectionName && section && field && field in section ? section[field as keyof UspV1Section] : null;
      callback(value, true);
      return;
    }
    default:
      callback(null, false);
  }
}

function notifyGppListeners(state: ConsentState): void {
  const pingData = gppPingData(state);
  for (const [listenerId, callback] of gppListeners) {
    callback({ eventName: 'cmpDisplayStatus', listenerId, data: pingData.cmpDisplayStatus, pingData }, true);
    callback({ eventName: 'sectionChange', listenerId, data: pingData.sectionList.length ? [uspv1SectionName] : [], pingData }, true);
  }
}

function replay(queue: unknown[][] | undefined, run: (...args: unknown[]) => void): void {
  for (const args of queue ?? []) run(...args);
}

let installed = false;

/** Replaces the inline stubs with the real APIs and answers every call queued before. */
export function installCmpApis(target: Window = window): void {
  const win = target as CmpWindow;
  if (installed) return;
  installed = true;
  const uspQueue = win.__uspapi?.queue;
  const gppQueue = win.__gpp?.queue;
  win.__uspapi = (command, version, callback) => uspapi(String(command), Number(version), callback as Callback);
  win.__gpp = (command, callback, parameter) => gpp(String(command), callback as Callback, parameter);
  replay(uspQueue, (command, version, callback) => uspapi(String(command), Number(version), callback as Callback));
  replay(gppQueue, (command, callback, parameter) => gpp(String(command), callback as Callback, parameter));
  onConsentChange(notifyGppListeners);
}
