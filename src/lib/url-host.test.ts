import { describe, expect, it } from 'vitest';
import { hostHasNoToken, hostPartEnd } from './url-host';

describe('hostPartEnd', () => {
  it('ends the host part at the first /, ? or # after //, or at the end', () => {
    expect(hostPartEnd('https://example.org/a?b#c')).toBe('https://example.org'.length);
    expect(hostPartEnd('https://user@example.org:8443?x')).toBe('https://user@example.org:8443'.length);
    expect(hostPartEnd('//example.org#x')).toBe('//example.org'.length);
    expect(hostPartEnd('https://example.org')).toBe('https://example.org'.length);
    expect(hostPartEnd('/path/{where}')).toBe(0);
    expect(hostPartEnd('#anchor')).toBe(0);
  });
});

describe('hostHasNoToken (issue 29, finding 12)', () => {
  it('refuses a token in the scheme, userinfo, host or port', () => {
    for (const url of ['https://{utm_source}/offer', 'https://example.org{utm_term}', 'https://{k1}.example.org/', 'https://{apid}@example.org/', 'https://example.org:{tc}/', '//{utm_source}/x']) {
      expect(hostHasNoToken(url), url).toBe(false);
    }
  });

  it('allows tokens in the path, query and fragment, and in site paths', () => {
    for (const url of ['https://example.org/{where}?src={utm_source}#{k1}', 'https://example.org?utm={utm_campaign}', '/offers/{utm_content}', '#{k1}', 'https://example.org/plain']) {
      expect(hostHasNoToken(url), url).toBe(true);
    }
  });
});
