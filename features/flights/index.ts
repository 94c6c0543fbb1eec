// The client-safe entry of flights: contracts, the rules other features read, and the checkout's UI.
export * from './schemas';
export * from './rules';
export * from './checkout-ui';
