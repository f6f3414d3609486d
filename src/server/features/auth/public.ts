// What other parts of the server may use of accounts and sessions (eslint.config.js allows only this module).
export { emailInUseEmail } from './emails';
export { rememberLanguage } from './language-preference';
export { assertCurrentPassword } from './password-checks';
export { changePassword } from './service';
export {
  aliveSessionTokens,
  cookieOptions,
  endOtherSessions,
  SESSION_COOKIE,
  userForToken,
  type UserRow,
} from './sessions';
export { authenticated, requireAdmin, requireUser, default as sessionPlugin } from './session-plugin';
export { pendingEmailOf, startVerification } from './verification';
