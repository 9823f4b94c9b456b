// The keys row of the module map (docs/architecture.md): dependency-free enums every layer may import.
export * from './categories';
export * from './statuses';
export * from './lot-price';
export * from './withdrawal';
