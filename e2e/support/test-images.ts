import sharp from 'sharp';

/** A small real JPEG (a gradient-ish block), as a phone photo would be in a test. */
export async function makeJpeg(color = '#8a6d3b', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer();
}
