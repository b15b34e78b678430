import { describe, expect, it, vi } from 'vitest';
import { twilioSmsSender } from './sms.server';

const config = { accountSid: 'AC0123456789abcdef', authToken: 'secret-token', from: '+15005550006' };

describe('Twilio SMS sender', () => {
  it('POSTs the form body to the Messages API with basic auth and a timeout', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ sid: 'SM1' }, { status: 201 }));
    await twilioSmsSender(config, fetchImpl as unknown as typeof fetch).send('2125550123', 'Hello');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:secret-token').toString('base64')}`);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({ To: '+12125550123', From: '+15005550006', Body: 'Hello' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails on a non-2xx answer, with Twilio’s message', async () => {
    const fetchImpl = async () => Response.json({ code: 21211, message: "The 'To' number is not a valid phone number." }, { status: 400 });
    await expect(twilioSmsSender(config, fetchImpl as unknown as typeof fetch).send('2125550123', 'Hello')).rejects.toThrow(/400: The 'To' number/);
  });

  it('fails when Twilio does not answer', async () => {
    const fetchImpl = async () => Promise.reject(new Error('connect ECONNREFUSED'));
    await expect(twilioSmsSender(config, fetchImpl as unknown as typeof fetch).send('2125550123', 'Hello')).rejects.toThrow(/did not answer/);
  });

  it('refuses anything but a 10-digit number before calling out', async () => {
    const fetchImpl = vi.fn();
    for (const bad of ['212555012', '12125550123', '+442079460958']) {
      await expect(twilioSmsSender(config, fetchImpl as unknown as typeof fetch).send(bad, 'Hello')).rejects.toThrow(/10-digit/);
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
