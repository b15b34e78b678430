import { describe, expect, it } from 'vitest';
import { blockerFound, detectionOutcome, permissionOutcome } from './outcome';

const clean = { element: true, script: true, request: true };

describe('ad-block outcome mapping', () => {
  it('no-blocker when every bait got through', () => {
    expect(detectionOutcome(clean)).toBe('no-blocker');
  });

  it('no-response when the checks did not finish in time', () => {
    expect(detectionOutcome(null)).toBe('no-response');
  });

  it('http when the bait request was refused, whatever the other checks saw', () => {
    expect(detectionOutcome({ ...clean, request: false })).toBe('http');
    expect(detectionOutcome({ element: false, script: false, request: false })).toBe('http');
  });

  it('js when the request got through but the bait script did not run or the bait element was hidden', () => {
    expect(detectionOutcome({ ...clean, script: false })).toBe('js');
    expect(detectionOutcome({ ...clean, element: false })).toBe('js');
    expect(detectionOutcome({ ...clean, script: false, element: false })).toBe('js');
  });

  it('only js and http mean a blocker was found', () => {
    expect(blockerFound('js')).toBe(true);
    expect(blockerFound('http')).toBe(true);
    expect(blockerFound('no-blocker')).toBe(false);
    expect(blockerFound('no-response')).toBe(false);
  });

  it('the reader’s answer: reinsert or not-permitted', () => {
    expect(permissionOutcome(true)).toBe('reinsert');
    expect(permissionOutcome(false)).toBe('not-permitted');
  });
});
