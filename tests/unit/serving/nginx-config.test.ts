import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { regimeFor } from '@/lib/region';
import { exampleOptions, parseArgs, renderNginxConfig } from '../../../deploy/nginx/render.mjs';
import { extractRegions, readRegions } from '../../../deploy/nginx/regions.mjs';

interface NginxMap {
  strings: Map<string, string>;
  regexes: { pattern: RegExp; value: string }[];
  fallback: string;
}

const unquote = (s: string) => s.replace(/^"(.*)"$/, '$1');

/** The `map` blocks of a rendered config, read with nginx's rules (exact strings ignore case and win, then regexes in order, then default). */
function parseMaps(config: string): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>();
  for (const block of config.matchAll(/^\s*map\s+(?:"[^"]*"|\S+)\s+\$(\w+)\s*\{([\s\S]*?)^\s*\}/gm)) {
    const map: NginxMap = { strings: new Map(), regexes: [], fallback: '' };
    const body = block[2]!.replace(/#.*$/gm, '');
    // Statements end at a ';' outside quotes (the CSP values hold quoted ones).
    for (const statement of (body.match(/(?:"[^"]*"|[^";])+/g) ?? []).map((s) => s.trim()).filter(Boolean)) {
      const [, rawKey, rawValue] = /^("[^"]*"|\S+)\s+(.*)$/s.exec(statement)!;
      const key = unquote(rawKey!);
      const value = unquote(rawValue!.trim());
      if (key === 'default') map.fallback = value;
      else if (key.startsWith('~*')) map.regexes.push({ pattern: new RegExp(key.slice(2), 'i'), value });
      else if (key.startsWith('~')) map.regexes.push({ pattern: new RegExp(key.slice(1)), value });
      else map.strings.set(key.toLowerCase(), value);
    }
    maps.set(block[1]!, map);
  }
  return maps;
}

function lookup(map: NginxMap | undefined, input: string): string {
  if (!map) throw new Error('map missing from the rendered config');
  const exact = map.strings.get(input.toLowerCase());
  if (exact !== undefined) return exact;
  for (const { pattern, value } of map.regexes) {
    const m = pattern.exec(input);
    if (m) return value.replace(/\$(\w+)/g, (_, name: string) => (/^\d+$/.test(name) ? m[Number(name)] : m.groups?.[name]) ?? '');
  }
  return map.fallback;
}

/** What nginx forwards as the country and the class it keys the cache by, for one request. */
function nginxRegion(config: string, trusted: boolean, header: string) {
  const maps = parseMaps(config);
  const country = lookup(maps.get('wellread_country'), `${trusted ? 1 : 0}:${header}`);
  return { country, regionClass: lookup(maps.get('region_class'), country) };
}

/** The app's rule: a two-letter code that names a country, else DEFAULT_COUNTRY, else unknown. */
function appRegion(header: string, defaultCountry: string) {
  const raw = header.trim().toUpperCase();
  const country = /^[A-Z]{2}$/.test(raw) && !readRegions().notACountry.includes(raw) ? raw : defaultCountry || null;
  return regimeFor(country);
}

const regions = readRegions();
const named = [...new Set([...regions.gdpr, ...regions.us, 'US', 'GB', 'CH', 'FR', 'BR', 'XX', ''])];
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const everyCode = [...letters].flatMap((a) => [...letters].map((b) => a + b));

describe('nginx region class', () => {
  it('keeps deploy/nginx/regions.json in step with the app source (run node deploy/nginx/regions.mjs)', () => {
    expect(readRegions()).toEqual(extractRegions());
  });

  for (const defaultCountry of ['US', '', 'FR', 'BR']) {
    it(`agrees with regimeFor for a trusted country header (default country "${defaultCountry}")`, () => {
      const config = renderNginxConfig({ defaultCountry, staticRoot: '/srv/static' });
      for (const header of [...named, ...everyCode, 'fr', 'de', 'us', 'xx', 'USA', '1', 'T1']) {
        const { country, regionClass } = nginxRegion(config, true, header);
        expect(regionClass, `class for "${header}"`).toBe(appRegion(header, defaultCountry));
        // The app reads the forwarded value and must land on the same class.
        expect(appRegion(country, defaultCountry), `app's class for forwarded "${country}"`).toBe(regionClass);
      }
    });

    it(`ignores the country header from an untrusted address (default country "${defaultCountry}")`, () => {
      const config = renderNginxConfig({ defaultCountry, staticRoot: '/srv/static' });
      for (const header of named) {
        expect(nginxRegion(config, false, header)).toEqual({ country: defaultCountry, regionClass: regimeFor(defaultCountry || null) });
      }
    });
  }
});

describe('nginx config rendering', () => {
  it('keeps the checked-in example equal to `render.mjs --example`', () => {
    const checkedIn = readFileSync(new URL('../../../deploy/nginx/nginx.conf', import.meta.url), 'utf8');
    expect(checkedIn).toBe(renderNginxConfig({ ...exampleOptions }));
  });

  it('renders the options it is given', () => {
    const config = renderNginxConfig({
      listen: '127.0.0.1:8081',
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
      trusted: ['10.0.0.0/8'],
      countryHeader: 'X-Country',
      purgeToken: 'a-secret-purge-token',
      brotli: false,
      staticRoot: '/srv/static/',
    });
    expect(config).toContain('listen 127.0.0.1:8081 default_server;');
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;\n        server 127.0.0.1:3002');
    expect(config).toContain('map "$wellread_trusted:$http_x_country" $wellread_country');
    expect(config).toContain('proxy_set_header X-Country $wellread_country;');
    expect(config).toContain('"~^a-secret-purge-token$" 1;');
    expect(config).toContain('alias "/srv/static/";');
    expect(config).toContain('proxy_cache_key "$host|$region_class|$request_uri";');
    expect(config).toMatch(/allow 10\.0\.0\.0\/8; deny all;\s+if \(\$wellread_purge_token_ok = 0\)/);
    expect(config).not.toContain('brotli');
  });

  it('fills the placeholder nonce into every page answer and compresses those answers at level 1 (each one is compressed anew)', () => {
    const config = renderNginxConfig({ cspPlaceholder: 'p'.repeat(32) });
    const page = config.slice(config.indexOf('sub_filter_types'));
    expect(page).toMatch(/sub_filter "p{32}" \$request_id;\s+sub_filter_once off;[\s\S]*?gzip_comp_level 1;/);
    expect(renderNginxConfig({})).not.toContain('gzip_comp_level 1;');
  });

  it('passes its $request_id to the app as X-Request-Id, sends it on every answer and logs it', () => {
    for (const config of [renderNginxConfig({}), renderNginxConfig({ cspPlaceholder: 'p'.repeat(32) })]) {
      expect(config).toMatch(/log_format wellread [^;]* request_id=\$request_id';/);
      const server = config.slice(config.indexOf('    server {'));
      const serverLevel = server.slice(0, server.indexOf('        location '));
      expect(serverLevel).toContain('proxy_set_header X-Request-Id $request_id;');
      // The stored copy's id (the request that filled the cache) is replaced by this answer's.
      expect(serverLevel).toContain('proxy_hide_header X-Request-Id;');
      expect(serverLevel).toContain('add_header X-Request-Id $request_id always;');
      // nginx inherits none of a level's proxy_set_header, proxy_hide_header or add_header lines into
      // a location that has one of its own: no proxied location may have any.
      const proxied = [...server.matchAll(/^ {8}location [^{]+\{[\s\S]*?^ {8}\}/gm)].map((m) => m[0]).filter((block) => block.includes('proxy_pass'));
      expect(proxied.length).toBeGreaterThan(5);
      for (const block of proxied) expect(block).not.toMatch(/proxy_set_header|proxy_hide_header|add_header/);
    }
  });

  it('refuses values that would break or widen the config', () => {
    expect(() => renderNginxConfig({ purgeToken: 'short' })).toThrow(/purge token/);
    expect(() => renderNginxConfig({ purgeToken: 'sixteen-chars-but;semicolon' })).toThrow(/purge token/);
    expect(() => renderNginxConfig({ countryHeader: 'cf ipcountry' })).toThrow(/country header/);
    expect(() => renderNginxConfig({ defaultCountry: 'USA' })).toThrow(/default country/);
    expect(() => renderNginxConfig({ upstreams: [] })).toThrow(/upstream/);
    expect(() => renderNginxConfig({ cspPlaceholder: 'short' })).toThrow(/CSP placeholder/);
    expect(() => renderNginxConfig({ cspPlaceholder: `${'a'.repeat(30)}"; evil` })).toThrow(/CSP placeholder/);
    expect(() => renderNginxConfig({ httpsHosts: ['Bad Host'] })).toThrow(/https host/);
    expect(() => renderNginxConfig({ trusted: ['all'] })).toThrow(/trusted/);
    expect(() => renderNginxConfig({ staticRoot: '/srv/$host' })).toThrow(/static root/);
  });

  it('reads the command line', () => {
    expect(parseArgs(['--out', 'x.conf', '--listen', '9000', '--upstream', 'a:1', '--upstream', 'b:2', '--trusted', '10.0.0.0/8', '--default-country', '', '--no-brotli'])).toEqual({
      out: 'x.conf',
      options: { listen: '9000', upstreams: ['a:1', 'b:2'], trusted: ['10.0.0.0/8'], defaultCountry: '', brotli: false },
    });
    expect(parseArgs(['--example', '--upstream', 'c:3']).options).toEqual({ ...exampleOptions, upstreams: ['c:3'] });
    expect(() => parseArgs(['--bogus'])).toThrow(/unknown option/);
    expect(() => parseArgs(['--listen'])).toThrow(/needs a value/);
  });
});
