import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: Next's client-side navigation, without prefetching by default. Every page here
 * is rendered per request, so Next's viewport prefetch turned one view of /auktioner into ~30
 * server renders (each card, chip and sort link) and extra main-thread work on the phone; a link
 * now loads its page when it is followed. Pass `prefetch` to opt in where it pays.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
