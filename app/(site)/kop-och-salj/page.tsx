import type { Metadata } from 'next';
import { ContentPage } from '@/modules/content/components/content-page';

export const metadata: Metadata = {
  title: 'Frågor och svar',
  description:
    'Svar på vanliga frågor om att köpa och sälja på Klubban: maxbud, budsteg, förlängning, reservationspris, Köp nu, slagavgift, värdering, provision, utbetalning, konto och betalning.',
};

/** The page's text is content blocks the studio edits; its first version is seed/kop-och-salj.ts. */
export default function BuyAndSellFaqPage() {
  return <ContentPage pageId="/kop-och-salj" />;
}
