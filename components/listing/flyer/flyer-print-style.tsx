// One US Letter page: 8.5 x 11 in less 0.5 in margins leaves 7.5 x 10 in, and the flyer is cut to that
// box so it never spills onto a second page. Site chrome (header, footer) and screen-only controls do
// not print. A plain <style> in the page: it leaves with the flyer on client navigation.
const css = `
@page { size: letter; margin: 0.5in; }
@media print {
  body:has([data-flyer]) > header, body:has([data-flyer]) > footer, body:has([data-flyer]) > noscript { display: none !important; }
  body:has([data-flyer]) main { min-height: 0 !important; }
  [data-flyer] { width: 7.5in !important; height: 10in !important; max-width: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; overflow: hidden; }
  [data-flyer], [data-flyer] * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

export function FlyerPrintStyle() {
  return <style>{css}</style>;
}
