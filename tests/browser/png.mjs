// A minimal PNG reader for screenshots (8-bit RGB/RGBA, not interlaced), so the browser tests can
// look at real pixels without extra npm packages.
import { inflateSync } from 'node:zlib';

export function decodePng(buffer) {
  const signature = '89504e470d0a1a0a';
  if (buffer.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  let offset = 8;
  let width = 0, height = 0, colorType = 0;
  const idat = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const bitDepth = data[8];
      colorType = data[9];
      if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || data[12] !== 0)
        throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colorType}, interlace ${data[12]}`);
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(width * height * 4);
  const previous = Buffer.alloc(stride);
  const current = Buffer.alloc(stride);
  for (let y = 0; y < height; ++y) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; ++i) {
      const left = i >= channels ? current[i - channels] : 0;
      const up = previous[i];
      const upLeft = i >= channels ? previous[i - channels] : 0;
      let value = line[i];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left), pb = Math.abs(p - up), pc = Math.abs(p - upLeft);
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      current[i] = value & 255;
    }
    for (let x = 0; x < width; ++x) {
      pixels[(y * width + x) * 4] = current[x * channels];
      pixels[(y * width + x) * 4 + 1] = current[x * channels + 1];
      pixels[(y * width + x) * 4 + 2] = current[x * channels + 2];
      pixels[(y * width + x) * 4 + 3] = channels === 4 ? current[x * channels + 3] : 255;
    }
    current.copy(previous);
  }
  return { width, height, pixels };
}

// How many pixels of the region differ from `background` (an [r, g, b]) by more than `tolerance`.
export function countPixelsUnlike(image, background, region = null, tolerance = 24) {
  const { x = 0, y = 0, w = image.width, h = image.height } = region ?? {};
  let count = 0;
  for (let row = Math.max(0, Math.floor(y)); row < Math.min(image.height, Math.ceil(y + h)); ++row) {
    for (let col = Math.max(0, Math.floor(x)); col < Math.min(image.width, Math.ceil(x + w)); ++col) {
      const i = (row * image.width + col) * 4;
      const distance = Math.abs(image.pixels[i] - background[0]) + Math.abs(image.pixels[i + 1] - background[1]) +
                       Math.abs(image.pixels[i + 2] - background[2]);
      if (distance > tolerance) ++count;
    }
  }
  return count;
}

// The colour that covers most of the image: the background.
export function dominantColor(image) {
  const counts = new Map();
  for (let i = 0; i < image.pixels.length; i += 4 * 7) {
    const key = (image.pixels[i] << 16) | (image.pixels[i + 1] << 8) | image.pixels[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = 0, bestCount = -1;
  for (const [key, count] of counts) if (count > bestCount) { best = key; bestCount = count; }
  return [(best >> 16) & 255, (best >> 8) & 255, best & 255];
}
