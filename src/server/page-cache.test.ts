import { describe, expect, it } from 'vitest';
import { pageTopic } from '@/platform/page-cache';
import { auctionTopic } from '@/modules/auctions';
import { pageChangeOf } from './page-cache';

describe('what a bus event drops from the page cache', () => {
  it('drops a lot page for any event of its lot, a page for its page event, everything for a gap', () => {
    expect(pageChangeOf(auctionTopic(42))).toEqual({ lotId: 42 });
    expect(pageChangeOf(pageTopic('/om-oss'))).toEqual({ path: '/om-oss' });
    expect(pageChangeOf(pageTopic('/auktioner/42-vas'))).toEqual({ path: '/auktioner/42-vas' });
    expect(pageChangeOf(null)).toEqual({ all: true });
  });

  it('leaves pages alone for a user’s own channel and anything else', () => {
    for (const topic of ['user:abc', 'auction:', 'auction:x', 'auctionx:1', 'pages']) expect(pageChangeOf(topic), topic).toBeNull();
  });
});
