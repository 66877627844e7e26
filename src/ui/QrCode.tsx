import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn on the phone (uqr), as SVG squares: sharp at any size, no image to download. */
export function QrCode({ text, label, size = 180 }: { text: string; label: string; size?: number }) {
  const qr = useMemo(() => encode(text, { ecc: 'M', border: 2 }), [text]);
  const path = useMemo(
    () => qr.data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join(''),
    [qr],
  );
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
