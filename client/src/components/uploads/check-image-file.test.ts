import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shared/uploads';
import { checkImageFile } from './check-image-file';

describe('checkImageFile', () => {
  it('accepts JPEG and PNG up to 50 MB', () => {
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'b.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'c.jpeg', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and files over 50 MB', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(checkImageFile({ name: 'IMG_0001.HEIC', type: 'image/heic', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.tiff', type: 'image/tiff', size: 10 })).toBe('wrongType');
    expect(checkImageFile({ name: 'doc.pdf', type: '', size: 10 })).toBe('wrongType');
    expect(checkImageFile({ name: 'big.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
  });
});
