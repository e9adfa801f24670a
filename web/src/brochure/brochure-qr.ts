import QRCode from 'qrcode';

/** A QR code as one SVG path of its dark modules, with the quiet zone the standard asks for. */
export interface QrPath {
  /** Width and height of the drawing, in modules (quiet zone included). */
  readonly size: number;
  readonly d: string;
}

const QUIET_ZONE = 4;

/** The QR code of a URL (error correction M: still read when the print is slightly damaged). */
export function qrPath(url: string): QrPath {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}
