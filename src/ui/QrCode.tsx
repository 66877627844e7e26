import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';

/** The QR of a text, or null when no QR can hold it (a lone surrogate: URIError; too long: RangeError). */
function encoded(text: string) {
  try {
    return encode(text, { ecc: 'M', border: 2 });
  } catch {
    return null;
  }
}

/**
 * A QR code drawn on the phone (uqr), as SVG squares: sharp at any size, no image to download. A text no QR can hold
 * (a server value with a lone surrogate, one of thousands of characters) fails here, in its own box, with a
 * translated message: never in the app's error page.
 */
export function QrCode({ text, label, size = 180 }: { text: string; label: string; size?: number }) {
  const { t } = useTranslation();
  const qr = useMemo(() => encoded(text), [text]);
  const path = useMemo(
    () => qr?.data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('') ?? '',
    [qr],
  );
  if (!qr)
    return (
      <p className="qr-code qr-code-failed" role="status">
        {t('home.invite.qrFailed')}
      </p>
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
