import type { Regions } from './regions.mjs';

export type RegionClass = 'us' | 'gdpr' | 'other';

export interface NginxOptions {
  /** Port or address:port nginx listens on (default 8080). */
  listen?: string;
  /** App instances, host:port (default 127.0.0.1:3000). */
  upstreams?: string[];
  downUpstreams?: string[];
  /** Cache directory, relative to nginx's -p prefix unless absolute (default cache). */
  cacheDir?: string;
  cacheSize?: string;
  /** Next's build output served under /_next/static/ (default <project>/.next/static). */
  staticRoot?: string;
  /** CIDRs whose country header is believed (default loopback). */
  trusted?: string[];
  /** CIDRs allowed to purge (default: trusted). */
  purgeFrom?: string[];
  /** CIDRs allowed to reach /ops, /dev/ and /api/metrics (default loopback). */
  adminFrom?: string[];
  /** Hosts served over https only: a plain-http request for one is redirected to https (default none). */
  httpsHosts?: string[];
  /** The hosts served (the app's SITE_HOSTS and SITE_ORIGINS hosts and the local names): any other Host gets 421 (default none: every host is passed on). */
  serveHosts?: string[];
  /** The app's CSP_NONCE_PLACEHOLDER: nginx then fills a fresh CSP nonce into every answer of a cached page (default none: a cached page keeps the app's nonce). */
  cspPlaceholder?: string;
  countryHeader?: string;
  /** Two letters, or empty for unknown (gdpr). */
  defaultCountry?: string;
  /** When set, purges need it in X-Wellread-Purge-Token (16+ characters of A-Z a-z 0-9 . _ ~ -). */
  purgeToken?: string;
  modulesDir?: string;
  brotli?: boolean;
  workers?: string;
  regions?: Regions;
}

export const exampleOptions: Readonly<NginxOptions>;
export const regionClasses: readonly RegionClass[];
export const cacheKey: string;
export const cacheZone: string;
export const purgeHeaders: { region: string; token: string };
export function defaultOptions(): Required<Omit<NginxOptions, 'purgeFrom' | 'regions'>> & { purgeFrom: string[] | undefined };
export function renderNginxConfig(options?: NginxOptions): string;
export function parseArgs(argv: string[]): { out: string | undefined; options: NginxOptions };
