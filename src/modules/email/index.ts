export type { TemplateProps } from './render';
