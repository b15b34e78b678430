export type ReadinessAnswer = 'ready' | 'not-ready' | 'no-answer';
export const notReadyChecks: number;
export const noAnswerChecks: number;
export function readiness(upstream: string, timeoutMs?: number): Promise<ReadinessAnswer>;
export function downFor(upstreams: string[], out: Set<string>): string[];
export function judge(streak: { notReady: number; noAnswer: number }, answer: ReadinessAnswer): boolean;
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
  check?: (upstream: string) => Promise<ReadinessAnswer>;
}): ReadinessRouter;
