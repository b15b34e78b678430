import { describe, expect, it } from 'vitest';
import { googleWalletSaveUrl, pkpassBlob, walletPlatform } from './wallet';

describe('wallet', () => {
  it('offers Android only with Android and Mobile in the user agent, iOS on iPad, iPhone, iPod or Macintosh, else none', () => {
    expect(walletPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe('Android');
    expect(walletPlatform('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBeNull();
    expect(walletPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBeNull();
    expect(walletPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBeNull();
  });

  it('downloads the iOS pass as a pkpass blob and opens the Android JWT on the save link', async () => {
    const blob = pkpassBlob(btoa('PK\u0003\u0004pass'));
    expect(blob.type).toBe('application/vnd.apple.pkpass');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4, 0x70, 0x61, 0x73, 0x73]));
    expect(googleWalletSaveUrl('eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln')).toBe('https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln');
  });
});
