// What other parts of the server may use of the dev clock (eslint.config.js allows only this module): the clock
// itself, which the composition root (app.ts, server.ts), the seed and the tests start (docs/decisions/0054).
export { isDevClock, startDevClock, type DevClock } from './dev-clock';
