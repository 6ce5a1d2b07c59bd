import sharp from 'sharp';

// Upload files built in code, shared by the unit, database and end-to-end tests: a phone photo with
// everything a phone writes into it, and the smallest valid PDF.

const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
  + '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Seller Name</dc:creator>'
  + '</rdf:Description></rdf:RDF></x:xmpmeta>';

/**
 * A 300 x 200 JPEG as a phone writes it held sideways: EXIF orientation 6 (turn 90° clockwise to view),
 * GPS position, camera make, XMP with a name, and a Display P3 ICC profile. Its left half is red and its
 * right half blue, so the upright photo is red on top.
 */
export async function phonePhoto(): Promise<Buffer> {
  const half = (colour: string) => sharp({ create: { width: 150, height: 200, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
    .composite([{ input: await half('#e00000'), left: 0, top: 0 }, { input: await half('#0000e0'), left: 150, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
    })
    .withXmp(xmp)
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A one-page PDF with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
