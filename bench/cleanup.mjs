// Child processes (server, Chrome) are killed on every way out: normal exit, error, Ctrl-C, SIGTERM.
const killers = new Set();

/** Registers a synchronous kill function; returns a function that unregisters it. */
export function atExit(kill) {
  killers.add(kill);
  return () => killers.delete(kill);
}

/** Kills a detached child's whole process group (it may have forked). */
export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

process.on('exit', () => {
  for (const kill of killers) kill();
});
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    process.exit(code);
  });
}
