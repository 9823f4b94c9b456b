import type { StudioItem } from '@/modules/auctions/components/studio-lot-form';
import type { ItemView } from '@/modules/catalog/server';
import { formatEndTime } from '@/ui/format';

/** The next weekly close as the form offers it: "sön 7 dec, klubbslag från 19:00". */
export function nextSaleOf(close: Date): { endsAt: string; label: string } {
  const [day, date, month, time] = formatEndTime(close).split(' ');
  return { endsAt: close.toISOString(), label: `${day} ${date} ${month}, klubbslag från ${time}` };
}

/** An item as the studio's form edits it. */
export function studioItemOf(item: ItemView): StudioItem {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: item.category,
    maker: item.maker,
    year: item.year,
    condition: item.condition,
    dimensions: item.dimensions,
    shippingPrice: item.shippingPrice,
    withdrawalExcludedReason: item.withdrawalExcludedReason,
    sellerVatStatus: item.sellerVatStatus,
    resaleRight: item.resaleRight,
    photos: item.images.map((image) => ({ key: image.key, previewUrl: image.thumbUrl, name: image.alt })),
  };
}
