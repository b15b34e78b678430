import { describe, expect, it } from 'vitest';
import { linkScopeFor } from '@/features/links/scope';

describe('links when rendering', () => {
  it('the scope lists the site domain, the hosts SITE_HOSTS serves it on, and the request host', () => {
    expect(linkScopeFor('psy', 'Preview.test:3000')).toEqual({ ownDomains: ['mind.wellread.example', 'psy.localhost', 'preview.test'], orgId: 'wellread-mind' });
    expect(linkScopeFor('healthline')).toEqual({ ownDomains: ['wellread.example'], orgId: 'wellread' });
  });
});
