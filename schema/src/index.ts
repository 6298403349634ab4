export * from './messages.ts';
export * from './validators.ts';
export * from './forms.ts';
export * from './access.ts';
export * from './reconnect.ts';
export * from './errors.ts';
export * from './users.ts';
export * from './offices.ts';
