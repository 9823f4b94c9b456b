export * from './auth';
export * from './catalog';
export * from './activity';
export * from './platform';
