import type { Metadata } from 'next';
import { ContentPage } from '@/modules/content/components/content-page';

export const metadata: Metadata = {
  title: 'Allmänna villkor',
  description:
    'Villkoren för att köpa och sälja på Klubban: konto, bindande maxbud, budsteg, reservationspris, Köp nu, slagavgift, betalning, leverans, reklamation och försäljning i kommission.',
};

/** The page's text is content blocks the studio edits; its first version is seed/allmanna-villkor.ts. */
export default function TermsPage() {
  return <ContentPage pageId="/allmanna-villkor" />;
}
