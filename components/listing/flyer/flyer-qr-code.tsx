import { encode } from 'uqr';

export interface FlyerQrCodeProps {
  url: string;
  label: string;
  /** Printed size in inches. */
  sizeInches: number;
}

/** The listing's web address as a QR code: one SVG path, drawn on the server (no script, crisp in print). */
export function FlyerQrCode({ url, label, sizeInches }: FlyerQrCodeProps) {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => { if (dark) path += `M${x} ${y}h1v1h-1z`; }));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={`${sizeInches}in`} height={`${sizeInches}in`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
