export function isReady(upstream: string, timeoutMs?: number): Promise<boolean>;
export function downFor(upstreams: string[], ready: Set<string>): string[];
export interface ReadinessRouter {
  down(): string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}
export function readinessRouter(options: {
  upstreams: string[];
  route: (down: string[]) => void | Promise<void>;
  intervalMs?: number;
  say?: (line: string) => void;
  check?: (upstream: string) => Promise<boolean>;
}): ReadinessRouter;
