import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS } from './page-ids';
import { CONTENT_PAGES } from './pages';

describe('the pages built from content blocks', () => {
  it('are the same list for the browser (the header’s switch) and the server (their seeds)', () => {
    expect([...CONTENT_PAGE_IDS].sort()).toEqual(CONTENT_PAGES.map((page) => page.pageId).sort());
  });
});
