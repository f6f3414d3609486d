/**
 * The one source of "now" of the app (docs/decisions/0054): routes, services, jobs, e-mails and the payment
 * adapters take it from their dependencies, never from `new Date()`, so that development and tests can move time
 * forward (features/dev-clock/dev-clock.ts) and every rule sees the same moment.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock: production's, and the one of code that measures real time (timeouts, process timers). */
export const systemClock: Clock = { now: () => new Date() };
