// What other parts of the server may use of user profiles (eslint.config.js allows only this module).
export { privateUserOf } from './serialize';
