import { describe, expect, it } from 'vitest';
import { imageUrl, isUploadKey, uploadKeyOf, uploadStorageKey } from './index';

const key = '0123456789abcdef0123456789abcdef';

describe('upload keys and image URLs', () => {
  it('maps private uploads to the private route and everything else to /media', () => {
    expect(imageUrl(`uploads/${key}/full.jpg`)).toBe(`/api/uploads/${key}/full`);
    expect(imageUrl({ key: `uploads/${key}/full.jpg`, width: 1, height: 1, alt: '' }, 'thumb')).toBe(`/api/uploads/${key}/thumb`);
    expect(imageUrl('items/42/1-x.jpg')).toBe('/media/items/42/1-x.jpg');
    expect(imageUrl('demo/vas-1.jpg', 'thumb')).toBe('/media/demo/vas-1.jpg');
  });

  it('recognises only well-formed upload keys', () => {
    expect(uploadKeyOf(uploadStorageKey(key, 'thumb'))).toBe(key);
    expect(uploadKeyOf(`uploads/${key}`)).toBeNull();
    expect(uploadKeyOf(`uploads/${key.toUpperCase()}/full.jpg`)).toBeNull();
    expect(uploadKeyOf(`items/uploads/${key}/full.jpg`)).toBeNull();
    for (const bad of ['', key.slice(1), `${key}0`, '../etc/passwd', key.replace('0', 'g')]) expect(isUploadKey(bad), bad).toBe(false);
    expect(isUploadKey(key)).toBe(true);
  });
});
