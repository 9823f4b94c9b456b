import { permanentRedirect } from 'next/navigation';

/** The consent banner links to /cookie-policy and the footer to /cookiepolicy (spec §2); one page serves both. */
export default function CookiePolicyAlias(): never {
  permanentRedirect('/cookiepolicy');
}
