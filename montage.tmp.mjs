import sharp from 'sharp';
import fs from 'node:fs';
const [dir, out, colH = '1700', scaleDesk = '0.5'] = process.argv.slice(2);
for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.png'))) {
  const scale = f.startsWith('desktop') ? Number(scaleDesk) : 1;
  let img = sharp(`${dir}/${f}`);
  const meta = await img.metadata();
  const w = Math.round(meta.width * scale), h = Math.round(meta.height * scale);
  const buf = await sharp(`${dir}/${f}`).resize(w, h).png().toBuffer();
  const H = Number(colH); const cols = Math.ceil(h / H);
  const parts = [];
  for (let c = 0; c < cols; c++) {
    const top = c * H; const ph = Math.min(H, h - top);
    parts.push({ input: await sharp(buf).extract({ left: 0, top, width: w, height: ph }).toBuffer(), left: c * (w + 10), top: 0 });
  }
  await sharp({ create: { width: cols * (w + 10), height: Math.min(H, h), channels: 3, background: '#ff00ff' } }).composite(parts).png().toFile(`${out}/${f}`);
}
