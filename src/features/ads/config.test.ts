// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adsConfigScriptId, readAdsConfig } from '@/features/ads/config';
import { env, resetEnvCache } from '@/lib/env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  document.body.innerHTML = '';
});

describe('GPT_NETWORK_CODE', () => {
  it('defaults to empty (house ads only) and takes a numeric code', () => {
    delete process.env.GPT_NETWORK_CODE;
    resetEnvCache();
    expect(env().GPT_NETWORK_CODE).toBe('');
    process.env.GPT_NETWORK_CODE = ' 21700000 ';
    resetEnvCache();
    expect(env().GPT_NETWORK_CODE).toBe('21700000');
  });

  it('refuses anything but digits', () => {
    process.env.GPT_NETWORK_CODE = '/1234/site';
    resetEnvCache();
    expect(() => env()).toThrow(/GPT_NETWORK_CODE/);
  });
});

describe('browser ads config', () => {
  it('reads the server’s JSON and falls back to house ads for anything odd', () => {
    document.body.innerHTML = `<script id="${adsConfigScriptId}" type="application/json">{"site":"psy","gptNetworkCode":"1234"}</script>`;
    expect(readAdsConfig()).toEqual({ site: 'psy', gptNetworkCode: '1234' });
    document.body.innerHTML = `<script id="${adsConfigScriptId}" type="application/json">{"site":"x","gptNetworkCode":"<script>"}</script>`;
    expect(readAdsConfig()).toEqual({ site: 'x', gptNetworkCode: '' });
  });

  it('takes the page’s own site (<html data-site>), never another’s: a third site asks for its own house ads', () => {
    document.documentElement.dataset.site = 'family';
    document.body.innerHTML = `<script id="${adsConfigScriptId}" type="application/json">{"site":"healthline","gptNetworkCode":""}</script>`;
    expect(readAdsConfig().site).toBe('family');
    document.body.innerHTML = '';
    expect(readAdsConfig()).toEqual({ site: 'family', gptNetworkCode: '' });
    delete document.documentElement.dataset.site;
  });
});
