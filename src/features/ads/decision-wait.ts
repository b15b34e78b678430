/**
 * Spec savings 9: "Ad decision poll every 1000 ms with a 10 s give-up." A slot asks its provider
 * for an ad and then checks every second whether the decision (filled or empty) has come; after 10
 * seconds without one it gives up: the slot is treated as empty, so its reserved space collapses
 * under the usual rules instead of staying a blank box, and the caller releases the provider's slot
 * so that a creative arriving late never renders into a page that has moved on.
 */
export const adDecisionPollMs = 1000;
export const adDecisionGiveUpMs = 10_000;

export type Decision<T> = { decided: true; value: T } | { decided: false };

export function awaitAdDecision<T>(decision: Promise<T>, timers: Pick<Window, 'setInterval' | 'clearInterval'> = window): Promise<Decision<T>> {
  return new Promise((resolve) => {
    let settled: Decision<T> | null = null;
    let waited = 0;
    const finish = (result: Decision<T>) => {
      timers.clearInterval(poll);
      resolve(result);
    };
    const poll = timers.setInterval(() => {
      waited += adDecisionPollMs;
      if (settled) finish(settled);
      else if (waited >= adDecisionGiveUpMs) finish({ decided: false });
    }, adDecisionPollMs);
    // A decision that comes between two polls is taken at once: the poll only bounds the wait.
    decision.then(
      (value) => {
        settled = { decided: true, value };
        finish(settled);
      },
      () => finish({ decided: false }),
    );
  });
}
