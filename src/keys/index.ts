// The keys row of the module map (ARCHITECTURE.md): dependency-free enums every layer may import.
export * from './categories';
export * from './statuses';
