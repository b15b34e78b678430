#!/usr/bin/env node
// Renders the nginx caching proxy config (deploy/nginx/README.md explains every rule).
//   node deploy/nginx/render.mjs --out nginx.conf [--listen 8080] [--upstream 127.0.0.1:3001 ...]
//     [--cache-dir cache] [--cache-size 2g] [--static-root <project>/.next/static]
//     [--trusted 127.0.0.1/32 ...] [--purge-from CIDR ...] [--admin-from CIDR ...]
//     [--country-header cf-ipcountry] [--default-country US] [--purge-token TOKEN]
//     [--modules-dir /usr/lib/nginx/modules] [--no-brotli] [--workers auto] [--https-host www.example.org ...]
//     [--csp-placeholder <the app's CSP_NONCE_PLACEHOLDER>] [--serve-host www.example.org ...]
//   node deploy/nginx/render.mjs --example --out deploy/nginx/nginx.conf   (the checked-in example)
// Run the result with: nginx -p <prefix>/ -c <file> -g 'daemon off;'
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRegions } from './regions.mjs';
import { commonSecurityHeaders, hstsValue, noncePlaceholderValue, nonceRequestHeader, pageCsp, placeholderPattern, resourceCsp } from '../../scripts/security-headers.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const regionClasses = ['us', 'gdpr', 'other'];
export const cacheKey = '$host|$region_class|$request_uri';
export const purgeHeaders = { region: 'X-Wellread-Purge-Region', token: 'X-Wellread-Purge-Token' };
export const cacheZone = 'wellread';

const loopback = ['127.0.0.1/32', '::1/128'];

/** What the checked-in deploy/nginx/nginx.conf is rendered with (`render.mjs --example`): the defaults, two app instances and a fixed static root. */
export const exampleOptions = Object.freeze({
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  staticRoot: '/srv/wellread/.next/static',
  serveHosts: ['www.example.org', 'mind.example.org', 'localhost', '127.0.0.1'],
});

export function defaultOptions() {
  return {
    listen: '8080',
    upstreams: ['127.0.0.1:3000'],
    cacheDir: 'cache',
    cacheSize: '2g',
    staticRoot: path.join(projectRoot, '.next', 'static'),
    trusted: [...loopback],
    purgeFrom: undefined,
    adminFrom: [...loopback],
    countryHeader: 'cf-ipcountry',
    defaultCountry: 'US',
    purgeToken: '',
    modulesDir: '/usr/lib/nginx/modules',
    brotli: true,
    workers: 'auto',
    httpsHosts: [],
    serveHosts: [],
    cspPlaceholder: '',
    /** Upstreams taken out of the rotation (`down`): the cluster's readiness router marks instances that are not ready. */
    downUpstreams: [],
  };
}

function check(value, pattern, what) {
  if (typeof value !== 'string' || !pattern.test(value)) throw new Error(`render.mjs: invalid ${what}: ${JSON.stringify(value)}`);
  return value;
}

const cidrPattern = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;
// Quoted in the config, so spaces are fine; these would end the quote, start a variable or a block.
const pathPattern = /^[^"'$;{}\\\n\r]+$/;

function normalise(input) {
  const o = { ...defaultOptions(), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
  check(String(o.listen), /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|[a-z0-9.-]+):)?\d{1,5}$/, 'listen address');
  if (!Array.isArray(o.upstreams) || o.upstreams.length === 0) throw new Error('render.mjs: at least one upstream is needed');
  for (const u of o.upstreams) check(u, /^(?:[a-zA-Z0-9.-]+|\[[0-9a-fA-F:]+\]):\d{1,5}$/, 'upstream (host:port)');
  if (!Array.isArray(o.downUpstreams) || o.downUpstreams.some((u) => !o.upstreams.includes(u))) throw new Error('render.mjs: a down upstream must be one of the upstreams');
  if (o.downUpstreams.length >= o.upstreams.length) throw new Error('render.mjs: at least one upstream must stay up');
  for (const list of ['trusted', 'adminFrom']) for (const c of o[list]) check(c, cidrPattern, `${list} address`);
  o.purgeFrom ??= o.trusted;
  for (const c of o.purgeFrom) check(c, cidrPattern, 'purge-from address');
  check(o.cacheDir, pathPattern, 'cache dir');
  check(o.cacheSize, /^\d+[kmg]?$/i, 'cache size');
  check(o.staticRoot, pathPattern, 'static root');
  check(o.modulesDir, pathPattern, 'modules dir');
  check(o.countryHeader, /^[A-Za-z0-9-]+$/, 'country header');
  o.defaultCountry = check(String(o.defaultCountry).trim().toUpperCase(), /^(?:[A-Z]{2})?$/, 'default country (two letters or empty)');
  if (o.purgeToken !== '') check(o.purgeToken, /^[A-Za-z0-9._~-]{16,}$/, 'purge token (16+ characters of A-Z a-z 0-9 . _ ~ -)');
  check(String(o.workers), /^(?:auto|\d+)$/, 'worker count');
  for (const h of o.httpsHosts) check(h, /^[a-z0-9.-]+$/, 'https host (a lower-case host name)');
  for (const h of o.serveHosts) check(h, /^[a-z0-9.-]+$/, 'served host (a lower-case host name)');
  if (o.cspPlaceholder !== '') check(o.cspPlaceholder, placeholderPattern, "CSP placeholder (the app's CSP_NONCE_PLACEHOLDER: 24 to 64 letters and digits)");
  o.staticRoot = o.staticRoot.replace(/\/+$/, '');
  return o;
}

const headerVariable = (name) => `$http_${name.toLowerCase().replaceAll('-', '_')}`;
const quote = (s) => `"${s}"`;

/** The countries of each named class, a few to a line. */
function regionMapEntries(regions) {
  const lines = [];
  for (const cls of regionClasses) {
    const entries = (regions[cls] ?? []).map((country) => `${country} ${cls};`);
    for (let i = 0; i < entries.length; i += 8) lines.push(`        ${entries.slice(i, i + 8).join(' ')}`);
  }
  return lines.join('\n');
}

// Types for what nginx serves from disk (/_next/static); proxied answers keep the app's Content-Type.
const mimeTypes = [
  ['application/javascript', 'js mjs'],
  ['text/css', 'css'],
  ['application/json', 'json map'],
  ['image/svg+xml', 'svg'],
  ['text/plain', 'txt'],
  ['text/html', 'html'],
  ['font/woff2', 'woff2'],
  ['font/woff', 'woff'],
  ['font/ttf', 'ttf'],
  ['font/otf', 'otf'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/x-icon', 'ico'],
  ['application/wasm', 'wasm'],
];

/** The security headers nginx adds to the static files it serves itself (the app adds them to what it answers). */
function staticSecurityHeaders(indent) {
  const headers = { ...commonSecurityHeaders({ https: false }), 'Content-Security-Policy': resourceCsp };
  return [
    ...Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`),
    `${indent}add_header Strict-Transport-Security $wellread_hsts always;`,
  ].join('\n');
}

/** The whole nginx.conf as a string. Relative paths (logs, pid, temp, default cache) are under nginx's -p prefix. */
export function renderNginxConfig(options = {}) {
  const o = normalise(options);
  const regions = options.regions ?? readRegions();
  const country = headerVariable(o.countryHeader);
  const allowList = (cidrs) => cidrs.map((c) => `allow ${c};`).join(' ');
  const tokenCheck = o.purgeToken === ''
    ? '        default 1;'
    : `        default 0;\n        "~^${o.purgeToken.replaceAll('.', '\\.')}$" 1;`;
  const modules = [
    `load_module ${o.modulesDir}/ngx_http_cache_purge_module.so;`,
    ...(o.brotli ? [`load_module ${o.modulesDir}/ngx_http_brotli_static_module.so;`] : []),
  ];

  return `# Wellread caching proxy, generated by deploy/nginx/render.mjs: change the renderer, not this file.
# Run: nginx -p <prefix>/ -c <this file> -g 'daemon off;'  (relative paths below live under <prefix>)
# Upstreams ${o.upstreams.join(', ')}; country header ${o.countryHeader}, trusted from ${o.trusted.join(', ')};
# default country ${o.defaultCountry || '(unknown)'}. deploy/nginx/README.md explains each rule.

${modules.join('\n')}

worker_processes ${o.workers};
pid nginx.pid;
error_log error.log warn;

events {
    worker_connections 1024;
}

http {
    types {
${mimeTypes.map(([type, exts]) => `        ${type.padEnd(24)}${exts};`).join('\n')}
    }
    default_type application/octet-stream;

    log_format wellread '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                        'cache=$upstream_cache_status region=$region_class upstream=$upstream_addr '
                        'time=$request_time upstream_time=$upstream_response_time request_id=$request_id';
    access_log access.log wellread;

    # Every temp path under the prefix, so nothing is written to /var/lib/nginx.
    client_body_temp_path client_body_temp;
    proxy_temp_path proxy_temp;
    fastcgi_temp_path fastcgi_temp;
    uwsgi_temp_path uwsgi_temp;
    scgi_temp_path scgi_temp;

    sendfile on;
    tcp_nopush on;
    server_tokens off;
    keepalive_timeout 65s;
    client_max_body_size 10m;
    # Next's router state header can be several kilobytes.
    large_client_header_buffers 4 32k;

    # The app is asked for gzip and the cache keeps one gzip copy per key; gunzip serves the rare
    # client without gzip, and gzip compresses what the app sent uncompressed.
    gzip on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_proxied any;
    gzip_vary on;
    gzip_types text/css text/plain text/xml application/javascript application/json application/xml
               application/manifest+json application/rss+xml image/svg+xml;
    gunzip on;

    # Addresses whose ${o.countryHeader} header is believed (the CDN or load balancer in front).
    geo $wellread_trusted {
        default 0;
${o.trusted.map((c) => `        ${c} 1;`).join('\n')}
    }

    # The visitor's country as the app reads it: a trusted two-letter header, else the default.
    # "Not a country" placeholders count as missing, like countryFrom() in the app.
    map "$wellread_trusted:${country}" $wellread_country {
        default ${o.defaultCountry === '' ? '""' : o.defaultCountry};
        "~*^1:(?:${regions.notACountry.join('|')})$" ${o.defaultCountry === '' ? '""' : o.defaultCountry};
        "~*^1:([a-z]{2})$" $1;
    }

    # regimeFor() from the app as data (deploy/nginx/regions.json). Strings match ignoring case.
    map $wellread_country $region_class {
        default ${regions.otherCountries};
        "" ${regions.unknownCountry};
${regionMapEntries(regions)}
    }

    # Untrusted clients do not get to add addresses of their own to X-Forwarded-For.
    map $wellread_trusted $wellread_forwarded_for {
        1 $proxy_add_x_forwarded_for;
        default $remote_addr;
    }
    map "$wellread_trusted:$http_x_forwarded_proto" $wellread_forwarded_proto {
        "~^1:(?<wellread_proto>https?)$" $wellread_proto;
        default $scheme;
    }
    # HSTS for what nginx serves itself, when the client came over https (the app adds it to its answers).
    map $wellread_forwarded_proto $wellread_hsts {
        https ${quote(hstsValue)};
        default "";
    }

${o.cspPlaceholder === '' ? '' : `    # The page CSP with this answer's nonce (decision 007): the app leaves its placeholder nonce in
    # the page, the cache keeps that one copy, and each answer gets its own ($request_id, 128 random
    # bits). A 304 gets none: the browser keeps its stored page, whose tags carry the stored nonce.
    map "$status:$sent_http_content_type" $wellread_csp {
        "~^304:" "";
        "~*^[0-9]+:text/html" ${quote(pageCsp('$request_id'))};
        default ${quote(resourceCsp)};
    }

`}    # Hosts served over https only (--https-host, the hosts of the app's https SITE_ORIGINS): a
    # plain-http request for one is redirected before the cache is looked at.
    map "$wellread_forwarded_proto:$host" $wellread_https_redirect {
        default 0;
${o.httpsHosts.map((h) => `        ${quote(`http:${h}`)} 1;`).join('\n')}
    }

    # The Host the app is given is the one the cache key holds: $host (lower case, no trailing dot,
    # nginx's own validation), with the client's port. The raw Host once let "psy.localhost."
    # store the default site's page under psy.localhost's key (issue 29).
    map $http_host $wellread_host_port {
        "~:(?<wellread_port>[0-9]+)$" ":$wellread_port";
        default "";
    }
${o.serveHosts.length === 0 ? '' : `
    # The hosts this proxy serves (--serve-host: the app's SITE_HOSTS and SITE_ORIGINS hosts); any
    # other Host is refused with 421 before the cache is looked at, as the app refuses it.
    map $host $wellread_served_host {
        default 0;
${o.serveHosts.map((h) => `        ${quote(h)} 1;`).join('\n')}
    }
`}
    # Answers that are not the one shared page of (host, region class, URI): Next's client
    # navigation (RSC) payloads, authorised requests and draft mode. Served by the app, not stored.
    map "$http_rsc$http_next_router_prefetch$http_next_router_segment_prefetch$http_next_router_state_tree$http_authorization$cookie___prerender_bypass" $wellread_skip_cache {
        "" 0;
        default 1;
    }

    # The Next image optimizer answers by the Accept header (WebP or the original format).
    map $http_accept $wellread_image_format {
        "~image/webp" webp;
        default other;
    }

    map $http_${purgeHeaders.region.toLowerCase().replaceAll('-', '_')} $wellread_purge_region {
        default "";
${regionClasses.map((c) => `        ${c} ${c};`).join('\n')}
    }
    map $http_${purgeHeaders.token.toLowerCase().replaceAll('-', '_')} $wellread_purge_token_ok {
${tokenCheck}
    }

    proxy_cache_path ${quote(o.cacheDir)} levels=1:2 keys_zone=${cacheZone}:32m max_size=${o.cacheSize} inactive=24h use_temp_path=off;

    upstream wellread_app {
        zone wellread_app 64k;
${o.upstreams.map((u) => `        server ${u} max_fails=1 fail_timeout=10s${o.downUpstreams.includes(u) ? ' down' : ''};`).join('\n')}
        keepalive 32;
        # Shorter than Node's 5 s keep-alive, so nginx never reuses a connection the app is closing.
        keepalive_timeout 4s;
    }

    server {
        listen ${o.listen} default_server;
        server_name _;

        # Only in this block: a location with a proxy_set_header of its own would drop all of these.
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host$wellread_host_port;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $wellread_forwarded_for;
        proxy_set_header X-Forwarded-Proto $wellread_forwarded_proto;
        # One id per request, in the access log and in every app log line (scripts/request-observer.mjs);
        # a client's own is overwritten.
        proxy_set_header X-Request-Id $request_id;
        proxy_set_header ${o.countryHeader} $wellread_country;
        proxy_set_header Accept-Encoding gzip;
        proxy_set_header ${purgeHeaders.region} "";
        proxy_set_header ${purgeHeaders.token} "";
${o.cspPlaceholder === ''
    ? `        # No --csp-placeholder: a cached page keeps the nonce the app gave it until it is refreshed.
        proxy_set_header ${nonceRequestHeader} "";
`
    : `        # The app leaves its placeholder nonce in pages and client-navigation payloads, uncompressed;
        # each answer gets a fresh one here (decision 007).
        proxy_set_header ${nonceRequestHeader} ${noncePlaceholderValue};
        proxy_hide_header Content-Security-Policy;
        add_header Content-Security-Policy $wellread_csp always;
        sub_filter_types text/x-component;
        sub_filter ${quote(o.cspPlaceholder)} $request_id;
        sub_filter_once off;
        # Every filled answer is compressed again (it is no longer the stored gzip copy): level 1
        # costs far less CPU per answer than the global 5 for a slightly larger page.
        gzip_comp_level 1;
`}
        proxy_connect_timeout 3s;
        proxy_send_timeout 30s;
        proxy_read_timeout 30s;
        # Not http_503: the app answers 503 when the database (shared by every instance) is down, so
        # another instance would answer the same; counting it as a failure would mark healthy instances
        # down (max_fails=1) and turn that clear 503 JSON into nginx's 502.
        proxy_next_upstream error timeout http_502;
        proxy_next_upstream_timeout 15s;
        proxy_buffer_size 32k;
        proxy_buffers 16 32k;
        proxy_busy_buffers_size 64k;

        proxy_cache ${cacheZone};
        proxy_cache_key "${cacheKey}";
        proxy_cache_methods GET HEAD;
        proxy_cache_bypass $wellread_skip_cache;
        proxy_no_cache $wellread_skip_cache;
        # One stored copy per key, so a purge of the key removes the page for everyone.
        proxy_ignore_headers Vary;
        proxy_cache_revalidate on;
        proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
        proxy_cache_background_update on;
        proxy_cache_lock on;
        proxy_cache_lock_timeout 10s;
        proxy_cache_lock_age 10s;

        add_header X-Cache-Status $upstream_cache_status always;
        # A cached page holds the id of the request that stored it; each answer names its own.
        proxy_hide_header X-Request-Id;
        add_header X-Request-Id $request_id always;

${o.serveHosts.length === 0 ? '' : `        if ($wellread_served_host = 0) {
            return 421;
        }
`}        if ($request_method = PURGE) {
            rewrite ^ /.wellread-purge last;
        }
        if ($wellread_https_redirect) {
            return 301 https://$host$request_uri;
        }

        location = /.wellread-purge {
            internal;
            ${allowList(o.purgeFrom)} deny all;
            if ($wellread_purge_token_ok = 0) {
                return 403;
            }
            if ($wellread_purge_region = "") {
                return 400;
            }
            proxy_cache_purge ${cacheZone} "$host|$wellread_purge_region|$request_uri";
        }

        location / {
            proxy_pass http://wellread_app;
        }

        location = /api/search/suggest {
            proxy_pass http://wellread_app;
        }

        location /api/ {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        location /v2/ {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        location /consent/ {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        # Members' pages: the app answers them private, no-store; never cached here either, whatever it says.
        location ~ ^/(account|saved|signing-you-in)(/|$) {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        # Staff with the operator role (or the break-glass OPERATOR_TOKEN) sign in to /ops; the app
        # counts a request this proxy forwarded (X-Real-IP) as remote, never as this machine's.
        location /ops {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        # The newsroom and its previews: private pages, never cached here, whatever the app says.
        location ~ ^/(newsroom|preview)(/|$) {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        # The app shows these to loopback connections, and through this proxy every connection is
        # a loopback one; so the proxy lets only these addresses reach them.
        location /dev/ {
            ${allowList(o.adminFrom)} deny all;
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        location = /api/metrics {
            ${allowList(o.adminFrom)} deny all;
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        # Liveness and readiness of the instance this request reaches, for an uptime monitor or a
        # load balancer in front of nginx; never cached. open-source nginx does not poll them itself:
        # it skips an instance that refuses connections or times out (proxy_next_upstream above), as a
        # draining instance does once it stops listening (deploy/nginx/README.md).
        location = /healthz {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        location = /readyz {
            proxy_cache off;
            proxy_pass http://wellread_app;
        }

        location /_next/image {
            proxy_cache_key "$host|image|$request_uri|$wellread_image_format";
            proxy_pass http://wellread_app;
        }

        location ^~ /_next/static/ {
            alias ${quote(`${o.staticRoot}/`)};
            gzip_static on;
${o.brotli ? '            brotli_static on;\n' : ''}            access_log off;
            add_header Cache-Control "public, max-age=31536000, immutable";
${staticSecurityHeaders('            ')}
        }
    }
}
`;
}

export function parseArgs(argv) {
  const options = {};
  const lists = { '--upstream': 'upstreams', '--trusted': 'trusted', '--purge-from': 'purgeFrom', '--admin-from': 'adminFrom', '--https-host': 'httpsHosts', '--serve-host': 'serveHosts' };
  const values = {
    '--listen': 'listen',
    '--cache-dir': 'cacheDir',
    '--cache-size': 'cacheSize',
    '--static-root': 'staticRoot',
    '--country-header': 'countryHeader',
    '--default-country': 'defaultCountry',
    '--purge-token': 'purgeToken',
    '--modules-dir': 'modulesDir',
    '--workers': 'workers',
    '--csp-placeholder': 'cspPlaceholder',
  };
  let out;
  const listsGiven = new Set();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`render.mjs: ${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--out') out = next();
    else if (arg === '--example') Object.assign(options, structuredClone(exampleOptions));
    else if (arg === '--no-brotli') options.brotli = false;
    else if (arg in lists) {
      // The first use replaces a list that --example set; later uses add to it.
      if (!listsGiven.has(arg)) options[lists[arg]] = [];
      listsGiven.add(arg);
      options[lists[arg]].push(next());
    }
    else if (arg in values) options[values[arg]] = next();
    else throw new Error(`render.mjs: unknown option ${arg}`);
  }
  return { out, options };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { out, options } = parseArgs(process.argv.slice(2));
    const config = renderNginxConfig(options);
    if (out) writeFileSync(out, config);
    else process.stdout.write(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
