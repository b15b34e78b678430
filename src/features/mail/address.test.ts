import { describe, expect, it } from 'vitest';
import { isBareAddress } from './address';

describe('isBareAddress', () => {
  it('accepts a bare address, with tags, dots, apostrophes and an international domain', () => {
    for (const ok of ['reader@example.org', 'first.last+news@example.co.uk', "o'neil@example.org", 'leser@bücher.de', 'a@b']) expect(isBareAddress(ok), ok).toBe(true);
  });

  it('refuses every form a mail library reads as another recipient or a display name (issue 29, finding 4)', () => {
    for (const bad of ['a<v@x.org>', '<v@x.org>', 'v@x.org,y', 'v@x.org;w@y.org', '"v"@x.org', 'v(c)@x.org', 'v@x.org (comment)', 'Name v@x.org', 'group:v@x.org;']) {
      expect(isBareAddress(bad), bad).toBe(false);
    }
  });

  it('refuses what is not one address', () => {
    for (const bad of ['', 'reader', '@example.org', 'reader@', 'v@@x.org', 'v@x@y.org', ' v@x.org', `${'a'.repeat(250)}@x.org`]) expect(isBareAddress(bad), bad).toBe(false);
  });
});
