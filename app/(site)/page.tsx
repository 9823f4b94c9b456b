import { connection } from 'next/server';
import { ClosingBoardLink } from '@/modules/auctions/components/closing-board-link';
import { ContentPage } from '@/modules/content/components/content-page';

/** The home page: content blocks the studio edits (hero, lot carousels, early access, categories), and on Sundays the way to the closing board. */
export default async function HomePage() {
  await connection();
  return (
    <>
      <ClosingBoardLink look="banner" />
      <ContentPage pageId="/" />
    </>
  );
}
