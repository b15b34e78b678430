import { describe, expect, it } from 'vitest';
import { modalMaxHeight } from './view-heights';

describe('modal heights', () => {
  it('is 812 by default, 896 on a viewport at least 896 tall; 459 for email and sms; 280 for send results and timeout; 214 for wallet results', () => {
    expect(modalMaxHeight('default', 895)).toBe(812);
    expect(modalMaxHeight('default', 896)).toBe(896);
    expect(modalMaxHeight('email', 1000)).toBe(459);
    expect(modalMaxHeight('sms', 600)).toBe(459);
    expect(modalMaxHeight('success', 900)).toBe(280);
    expect(modalMaxHeight('error', 900)).toBe(280);
    expect(modalMaxHeight('timeout', 900)).toBe(280);
    expect(modalMaxHeight('success_wallet', 900)).toBe(214);
    expect(modalMaxHeight('error_wallet', 900)).toBe(214);
  });
});
