import type { Metadata } from 'next';
import { ContentPage } from '@/modules/content/components/content-page';

export const metadata: Metadata = {
  title: 'Tillgänglighet',
  description:
    'Klubbans tillgänglighetsredogörelse: hur väl webbplatsen uppfyller WCAG 2.2 AA, vad som ännu inte är tillgängligt och hur du rapporterar en brist till oss.',
};

/** The accessibility statement: content blocks the studio edits; its first version is seed/tillganglighet.ts. */
export default function AccessibilityStatementPage() {
  return <ContentPage pageId="/tillganglighet" />;
}
