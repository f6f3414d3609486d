/**
 * The two servers run in child processes so that neither shares an event loop with autocannon (on one thread the
 * load generator and the server would slow each other down and the latencies would include autocannon's own work).
 * A child reports its port (and facts about its start, such as the app's index load) to the parent, tells its CPU time when asked, and stops when asked or when the parent goes away.
 */
export function serveUntilStopped(
  port: number,
  close: () => Promise<void>,
  facts: Record<string, number> = {},
  answers: Record<string, () => unknown> = {},
) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Never hang: a server that does not close within 5 s is left behind by exiting.
    const timer = setTimeout(() => process.exit(1), 5_000);
    try {
      await close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
    // CPU time used so far (user + system, ms): the parent turns it into CPU per request.
    // Anything else the child answers (the app: its search's counts).
    if (typeof m === 'string' && answers[m]) process.send?.({ answer: m, value: answers[m]() });
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMs: (user + system) / 1000 });
    }
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.send?.({ port, facts });
}
