/**
 * "Save QR image" (docs/product.md#deposit-routing): a member cannot scan their own phone's screen, so the QR is saved
 * as a PNG their bank's app can read from the gallery. Shared to another app where the phone can (Web Share with a
 * file), else downloaded; a picture the page may not read back (another site's image) is downloaded as it is.
 */
const SIZE = 720;

function pictureIn(box: Element): HTMLImageElement | SVGSVGElement | null {
  return box.querySelector('img') ?? box.querySelector('svg');
}

async function loaded(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = src;
  await img.decode();
  return img;
}

/** The QR as a PNG on a white square with a margin, or null when the picture cannot be read back. */
async function qrPng(box: Element): Promise<Blob | null> {
  const picture = pictureIn(box);
  if (!picture) return null;
  const src =
    picture instanceof HTMLImageElement
      ? picture.currentSrc || picture.src
      : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(picture))}`;
  try {
    const img = await loaded(src);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = SIZE;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, SIZE, SIZE);
    ctx.imageSmoothingEnabled = false;
    const margin = SIZE * 0.06;
    ctx.drawImage(img, margin, margin, SIZE - 2 * margin, SIZE - 2 * margin);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    // Another site's picture taints the canvas (or does not load): the caller saves the picture as it is.
    return null;
  }
}

function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Save the QR in `box` as `name` (.png): shared, downloaded, or (unreadable) downloaded as the picture it is. */
export async function saveQr(box: Element, name: string): Promise<'shared' | 'saved' | 'failed'> {
  const png = await qrPng(box);
  if (png) {
    const file = new File([png], name, { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file] });
        return 'shared';
      } catch {
        // The member closed the share sheet, or sharing failed: a download still saves it.
      }
    }
    const url = URL.createObjectURL(png);
    download(url, name);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return 'saved';
  }
  const picture = pictureIn(box);
  if (picture instanceof HTMLImageElement && /^(https?:|data:image\/)/.test(picture.src)) {
    download(picture.src, name);
    return 'saved';
  }
  return 'failed';
}
