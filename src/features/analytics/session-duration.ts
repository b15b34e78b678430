import { sessionDurationSeconds } from './constants';

type Mark = (typeof sessionDurationSeconds)[number];

/**
 * Reports each mark (spec: 90 and 180 seconds) once the page has been visible that long in
 * total; time while the page is hidden does not count. Returns the stop function.
 */
export function watchVisibleTime(report: (seconds: Mark) => void, marks: readonly Mark[] = sessionDurationSeconds): () => void {
  let visibleMs = 0;
  let since: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = [...marks].sort((a, b) => a - b);

  const elapsed = () => visibleMs + (since === null ? 0 : Date.now() - since);

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (since === null) return;
    while (pending.length && elapsed() >= pending[0]! * 1000) report(pending.shift()!);
    if (pending.length) timer = setTimeout(schedule, pending[0]! * 1000 - elapsed());
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (since !== null) visibleMs += Date.now() - since;
      since = null;
    } else since ??= Date.now();
    schedule();
  };

  onVisibility();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
