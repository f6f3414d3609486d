export * from './schema/users';
export * from './schema/catalogue';
export * from './schema/messaging';
export * from './schema/rentals';
export * from './schema/uploads';
export * from './schema/deliveries';
export * from './schema/conversations';
export * from './schema/payments';
