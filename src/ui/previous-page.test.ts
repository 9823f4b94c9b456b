import { describe, expect, it } from 'vitest';
import { notePagePath, previousPagePath } from './previous-page';

describe('the page before this one', () => {
  it('is the path noted before the current one, whether or not the current one is noted yet', () => {
    expect(previousPagePath('/tillganglighet')).toBeNull();
    notePagePath('/auktioner/1-vas');
    // Not noted yet: the last noted path is the one before.
    expect(previousPagePath('/tillganglighet')).toBe('/auktioner/1-vas');
    notePagePath('/tillganglighet');
    expect(previousPagePath('/tillganglighet')).toBe('/auktioner/1-vas');
    // The same path noted again (a re-render) changes nothing.
    notePagePath('/tillganglighet');
    expect(previousPagePath('/tillganglighet')).toBe('/auktioner/1-vas');
    notePagePath('/om-oss');
    expect(previousPagePath('/om-oss')).toBe('/tillganglighet');
  });
});
