// The shell's browser-safe surface (docs/decisions/0011).
export { BOOT_SCRIPT } from './domain/boot-script';
