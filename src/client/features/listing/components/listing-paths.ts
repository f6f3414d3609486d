import { localizedPath } from '../../../lib/paths';

/** The login screen that brings the user back to this form afterwards (?returnTo=rent-out). */
export const loginBackHerePath = (lang: string) => `${localizedPath('login', lang)}?returnTo=rent-out`;
