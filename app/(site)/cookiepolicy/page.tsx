import type { Metadata } from 'next';
import { ContentPage } from '@/modules/content/components/content-page';

export const metadata: Metadata = {
  title: 'Cookiepolicy',
  description:
    'Vilka cookies och vilken lagring i webbläsaren Klubban använder, varför, hur länge de sparas och hur du väljer mellan ”Endast nödvändiga” och ”Acceptera alla”.',
};

/** The page's text is content blocks the studio edits; its first version is seed/cookiepolicy.ts. */
export default function CookiePolicyPage() {
  return <ContentPage pageId="/cookiepolicy" />;
}
