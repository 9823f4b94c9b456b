import { connection } from 'next/server';
import { ContentPage } from '@/modules/content/components/content-page';

/** The home page: content blocks the studio edits (hero, lot carousels, early access, categories; issue 16). */
export default async function HomePage() {
  await connection();
  return <ContentPage pageId="/" />;
}
