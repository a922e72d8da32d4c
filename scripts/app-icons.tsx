// The icons are committed: run `npm run icons` after changing app/icon.svg.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ImageResponse } from "next/og";

import { palette } from "@/lib/theme";

const root = process.cwd();
const svg = readFileSync(join(root, "app/icon.svg"), "utf8");
const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

async function png(size: number, padding = 0): Promise<Buffer> {
  const inner = size - 2 * padding;
  const image = new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        alignItems: "center",
        justifyContent: "center",
        background: padding ? palette.surface.DEFAULT : "transparent",
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} width={inner} height={inner} alt="" />
    </div>,
    { width: size, height: size },
  );
  return Buffer.from(await image.arrayBuffer());
}

// ICO entries may be PNG images in every current browser.
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main() {
  writeFileSync(
    join(root, "app/favicon.ico"),
    ico([
      { size: 16, data: await png(16) },
      { size: 32, data: await png(32) },
    ]),
  );
  writeFileSync(join(root, "app/apple-icon.png"), await png(180, 14));
  mkdirSync(join(root, "public/icons"), { recursive: true });
  for (const size of [192, 512]) writeFileSync(join(root, `public/icons/icon-${size}.png`), await png(size));
  console.log("Icons written: app/favicon.ico, app/apple-icon.png, public/icons/icon-192.png, public/icons/icon-512.png");
}

void main();
