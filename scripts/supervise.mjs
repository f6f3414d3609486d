// `npm start`'s supervisor (issue 20 §1): the server is started again when it ends abnormally, after a growing pause,
// until it has failed too often in a row; then it gives up with one sentence. Ctrl+C (SIGINT) and SIGTERM stop it for
// good. In production a process manager does this job instead (README, "Running in production").
import os from 'node:os';

/** The pauses before each restart in a row; one more failure after the last gives up. */
export const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A server that served this long before it ended starts a new row of attempts. */
export const STABLE_AFTER_MS = 60_000;
/**
 * The server's exit code for a start that cannot work as configured (its sentence says what to fix: a port in use, a
 * bad setting). Starting it again would only repeat the sentence, unless it has served before: then the cause may be
 * passing (the database restarting) and it is tried again like a crash.
 */
export const START_FAILED_EXIT_CODE = 78;

const seconds = (ms) => `${ms / 1000} s`;

function describeExit(code, signal) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Runs `start()` (a child process: emits 'exit' (code, signal) and 'message', has kill(signal)) and restarts it when
 * it ends abnormally. The child says `{ type: 'ready' }` over IPC once it serves. Resolves `done` with the exit code
 * for the supervisor itself.
 */
export function supervise({
  start,
  log,
  delays = RESTART_DELAYS_MS,
  stableAfterMs = STABLE_AFTER_MS,
  now = Date.now,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
}) {
  let child = null;
  let startedAt = 0;
  let servedOnce = false;
  let failuresInARow = 0;
  let timer = null;
  let stopping = false;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  const run = () => {
    timer = null;
    startedAt = now();
    child = start();
    child.on('message', (msg) => {
      if (msg && typeof msg === 'object' && msg.type === 'ready') servedOnce = true;
    });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) {
        resolveDone(code ?? 128 + (os.constants.signals[signal] ?? 0));
        return;
      }
      if (code === 0) {
        resolveDone(0);
        return;
      }
      // A start that cannot work as configured has said why; a restart would only say it again.
      if (code === START_FAILED_EXIT_CODE && !servedOnce) {
        resolveDone(1);
        return;
      }
      if (now() - startedAt >= stableAfterMs) failuresInARow = 0;
      failuresInARow++;
      if (failuresInARow > delays.length) {
        log(
          `The server ${describeExit(code, signal)} and has now failed ${failuresInARow} times in a row, so it is not started again: the errors above say why; fix that and run npm start again.`,
        );
        resolveDone(1);
        return;
      }
      const delay = delays[failuresInARow - 1];
      log(
        `The server ${describeExit(code, signal)}; starting it again in ${seconds(delay)} (attempt ${failuresInARow} of ${delays.length}) ...`,
      );
      timer = setTimer(run, delay);
    });
  };

  run();
  return {
    done,
    /** Stops for good: the running server gets the signal (and shuts down cleanly); a pending restart is dropped. */
    stop(signal) {
      if (stopping) {
        child?.kill(signal);
        return;
      }
      stopping = true;
      if (timer) {
        clearTimer(timer);
        timer = null;
        resolveDone(0);
      } else child?.kill(signal);
    },
    /** The running child process, if any (for tests). */
    current: () => child,
  };
}
