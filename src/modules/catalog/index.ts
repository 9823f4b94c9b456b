export { lotPath, parseLotParam, slugify } from './domain/slug';
