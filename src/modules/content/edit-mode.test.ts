import { describe, expect, it } from 'vitest';
import { editModeCookie, editRedirectTarget } from './edit-mode';

describe('the edit-mode cookie', () => {
  it('lasts a year when on, expires at once when off, and is Secure on https only', () => {
    expect(editModeCookie(true, false)).toBe('klubban-redigera=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(editModeCookie(false, false)).toBe('klubban-redigera=; Path=/; Max-Age=0; SameSite=Lax');
    expect(editModeCookie(true, true)).toBe('klubban-redigera=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(editModeCookie(false, true)).toMatch(/; Secure$/);
  });

  it('opens /edit/{blockId} only in edit mode, for a sane id, and not from /edit itself', () => {
    expect(editRedirectTarget({ editing: true, pathname: '/om-oss', blockId: 'b1' })).toBe('/edit/b1');
    expect(editRedirectTarget({ editing: false, pathname: '/om-oss', blockId: 'b1' })).toBeNull();
    expect(editRedirectTarget({ editing: true, pathname: '/edit/b1', blockId: 'b2' })).toBeNull();
    expect(editRedirectTarget({ editing: true, pathname: '/om-oss', blockId: '../x' })).toBeNull();
  });
});
