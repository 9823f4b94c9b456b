import type { Metadata } from 'next';
import { ContentPage } from '@/modules/content/components/content-page';

export const metadata: Metadata = {
  title: 'Integritetspolicy',
  description:
    'Så behandlar Klubban Auktionsstudio AB dina personuppgifter: vilka uppgifter vi sparar, varför, hur länge, vem som får dem och vilka rättigheter du har enligt GDPR.',
};

/** The page's text is content blocks the studio edits; its first version is seed/integritetspolicy.ts. */
export default function PrivacyPolicyPage() {
  return <ContentPage pageId="/integritetspolicy" />;
}
