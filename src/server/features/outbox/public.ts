// What other parts of the server may use of the outbox feature: the guard of the development tools.
export { thisMachineOrAdmin } from './local-request';
