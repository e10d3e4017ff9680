export * from './limits';
export * from './validation-messages';
export * from './auth-rules';
export * from './validate';
export * from './hashtags';
export * from './api-key-format';
export * from './api-key-rules';
export * from './content-rules';
