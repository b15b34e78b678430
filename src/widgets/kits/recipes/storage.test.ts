// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStoredChecks, readChecks, recipeStorageKey, writeChecks } from './storage';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('recipe checkbox storage keys (spec: article blocks 4)', () => {
  it('is "{product}.recipe.ingredients.{page}" and "{product}.recipe.instructions.{page}"', () => {
    expect(recipeStorageKey('healthline', 'ingredients', '/nutrition/overnight-oats')).toBe('healthline.recipe.ingredients./nutrition/overnight-oats');
    expect(recipeStorageKey('psy', 'instructions', '/wellness/lentil-soup')).toBe('psy.recipe.instructions./wellness/lentil-soup');
  });
});

describe('stored checkbox states', () => {
  it('reads a JSON list of booleans by position', () => {
    expect(parseStoredChecks('[true,false,true]', 3)).toEqual([true, false, true]);
  });

  it('pads a shorter list with unchecked and drops extra entries', () => {
    expect(parseStoredChecks('[true]', 3)).toEqual([true, false, false]);
    expect(parseStoredChecks('[true,true,true,true]', 2)).toEqual([true, true]);
  });

  it.each([null, undefined, '', 'not json', '{"0":true}', '"true"', '42', 'null', '[1,"true",null,{}]'])('ignores a bad stored value %j safely', (raw) => {
    expect(parseStoredChecks(raw, 4)).toEqual([false, false, false, false]);
  });

  it('keeps true entries of a partly bad list', () => {
    expect(parseStoredChecks('[true,"yes",1,true]', 4)).toEqual([true, false, false, true]);
  });

  it('reads and writes localStorage under the key', () => {
    expect(writeChecks('healthline.recipe.ingredients./a', [false, true])).toBe(true);
    expect(window.localStorage.getItem('healthline.recipe.ingredients./a')).toBe('[false,true]');
    expect(readChecks('healthline.recipe.ingredients./a', 2)).toEqual([false, true]);
  });

  it('treats storage that throws as empty and reports a failed write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(readChecks('k', 2)).toEqual([false, false]);
    expect(writeChecks('k', [true])).toBe(false);
  });
});
