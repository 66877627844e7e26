/**
 * The slip file rule, for the app (machines/slipUpload.ts) and the demo bank (mirage/rules/slips.ts) alike; a module
 * of its own with no imports, so that the demo bank does not pull the member code in with it.
 */
/** A chosen file: a Blob with the name and type the browser gives a File. */
export type SlipFile = Blob & { name?: string };

/**
 * What a slip can be (docs/decisions/035-smaller-holes-closed.md): a photo or a screenshot as phones make them. Not any
 * `image/*`: an SVG is a document (it can carry scripts and links), a GIF or a TIFF no slip reader takes.
 */
export const SLIP_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The largest slip, in bytes (10 MB): a phone camera's photo fits; more is not a slip, and costs the member's data. */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The check behind the slip codes (docs/product.md#error-SLIP_INVALID_FILE), for the app and the demo bank alike: a
 * file is needed, of a slip's type (SLIP_INVALID_FILE), and at most SLIP_MAX_BYTES (SLIP_TOO_LARGE, the app's own
 * code).
 */
export function slipFileError(file: SlipFile | null): string | null {
  if (!file) return 'SLIP_NO_FILE';
  // A browser that gives no type: the name's extension says it.
  const ext = /\.(jpe?g|png|webp)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  const type = file.type || (ext ? `image/${ext === 'jpg' ? 'jpeg' : ext}` : '');
  if (!SLIP_TYPES.includes(type)) return 'SLIP_INVALID_FILE';
  return file.size > SLIP_MAX_BYTES ? 'SLIP_TOO_LARGE' : null;
}
