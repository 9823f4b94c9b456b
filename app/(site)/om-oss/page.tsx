import type { Metadata } from 'next';
import { STUDIO } from '@/ui/studio-address';
import { ContentPage } from '@/modules/content/components/content-page';

export const metadata: Metadata = {
  title: 'Om oss och samarbeten',
  description: `Klubban är en auktionsstudio på ${STUDIO.street} i ${STUDIO.city} med nätauktioner för konst, design och samlarföremål varje söndag. Vi samarbetar med dödsbon, formgivare och företag.`,
};

/** The page's text is content blocks the studio edits; its first version is seed/om-oss.ts. */
export default function AboutPage() {
  return <ContentPage pageId="/om-oss" />;
}
