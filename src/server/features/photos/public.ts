// What other parts of the server may use of photos (eslint.config.js allows only this module).
export { resolveListingPhotos } from './service';
