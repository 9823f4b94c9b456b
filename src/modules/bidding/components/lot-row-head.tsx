import Image from 'next/image';
import Link from '@/ui/link';

/**
 * The start of a row in the account lists ("Mina bud", "Vunna", bevakningar): the thumbnail (a
 * decorative duplicate of the title link, kept out of the tab order) and the linked title.
 */
export function LotRowThumb({ href, imageUrl }: { href: string; imageUrl: string | null }) {
  return (
    <Link
      href={href}
      tabIndex={-1}
      aria-hidden
      className="relative block h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-ground sm:h-24 sm:w-24"
    >
      {imageUrl ? <Image src={imageUrl} alt="" fill sizes="96px" className="object-cover" /> : null}
    </Link>
  );
}

export function LotRowTitle({ href, title }: { href: string; title: string }) {
  return (
    <h3 className="line-clamp-2 text-sm font-medium leading-snug sm:text-base">
      <Link href={href} className="hover:underline">
        {title}
      </Link>
    </h3>
  );
}
