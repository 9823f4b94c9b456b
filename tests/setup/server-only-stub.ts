// `server-only` throws outside React Server Components; under Vitest every module is server-side.
export {};
