import { describe, expect, it } from 'vitest';
import { addressKey, clientKey, recipientKey } from '@/features/rate-limit/keys';

describe('recipientKey (rate-limit keys only; mail still goes to the typed address)', () => {
  it('counts case, spaces, +tags and a trailing dot of the domain as one mailbox', () => {
    for (const variant of ['victim@example.org', ' Victim@Example.ORG ', 'victim+1@example.org', 'victim+news+2@example.org', 'victim@example.org.', 'VICTIM+x@example.org..']) {
      expect(recipientKey(variant), variant).toBe('victim@example.org');
    }
  });

  it('drops dots in the local part for Gmail only, and treats googlemail.com as gmail.com', () => {
    for (const variant of ['victim@gmail.com', 'v.i.c.t.i.m@gmail.com', 'V.ictim+tag@GMail.com.', 'vic.tim@googlemail.com']) {
      expect(recipientKey(variant), variant).toBe('victim@gmail.com');
    }
    expect(recipientKey('first.last@example.org')).toBe('first.last@example.org');
    expect(recipientKey('first.last@example.org')).not.toBe(recipientKey('firstlast@example.org'));
  });

  it('counts an international domain and its punycode as one mailbox', () => {
    for (const variant of ['leser@bücher.de', 'Leser@BÜCHER.de', 'leser@xn--bcher-kva.de', 'leser+1@xn--bcher-kva.de.']) {
      expect(recipientKey(variant), variant).toBe('leser@xn--bcher-kva.de');
    }
  });

  it('keeps a local part that is only a tag, and distinct mailboxes distinct', () => {
    expect(recipientKey('+tag@example.org')).toBe('+tag@example.org');
    expect(recipientKey('victim@example.org')).not.toBe(recipientKey('victim@example.com'));
    expect(recipientKey('victim@example.org')).not.toBe(recipientKey('victim2@example.org'));
  });

  it('keeps phone numbers as their 10 digits', () => {
    for (const variant of ['2125550123', '(212) 555-0123', '+1 212 555 0123', '1-212-555-0123']) expect(recipientKey(variant), variant).toBe('2125550123');
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as it is and maps IPv4-mapped IPv6 to IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 per /64: every address of one /64 is one key, the next /64 another', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:abcd', '[2001:db8:1:2::99]', '2001:db8:1:2::5%eth0']) expect(addressKey(same), same).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is null without an address; clientKey makes that "unknown"', () => {
    expect(addressKey(null)).toBeNull();
    expect(addressKey('  ')).toBeNull();
    expect(clientKey(null)).toBe('unknown');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
