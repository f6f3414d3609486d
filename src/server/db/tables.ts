export * from './schema/users';
export * from './schema/catalogue';
export * from './schema/messaging';
