'use client';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { DARK_TEXT, LIGHT_TEXT, labelImageFor, readableTextColor, type LabelImage } from '@/lib/map';

const FONT_SIZE = 12;

interface LabelLook {
  ink: string;
  /** A pill behind the text (price labels); cluster counts sit on their circle without one. */
  pill?: { fill: string; border: string };
}

function drawLabel(text: string, { ink, pill }: LabelLook): { image: ImageData; pixelRatio: number } | null {
  const pixelRatio = Math.max(2, Math.ceil(window.devicePixelRatio || 1));
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  const font = `700 ${FONT_SIZE}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  context.font = font;
  const padding = pill ? 6 : 2;
  const width = Math.ceil(context.measureText(text).width) + padding * 2;
  const height = FONT_SIZE + (pill ? 8 : 6);
  context.canvas.width = width * pixelRatio;
  context.canvas.height = height * pixelRatio;
  // Resizing the canvas resets its state.
  context.scale(pixelRatio, pixelRatio);
  if (pill) {
    context.beginPath();
    context.roundRect(0.5, 0.5, width - 1, height - 1, (height - 1) / 2);
    context.fillStyle = pill.fill;
    context.fill();
    context.lineWidth = 1;
    context.strokeStyle = pill.border;
    context.stroke();
  }
  context.font = font;
  context.fillStyle = ink;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2 + 0.5);
  return { image: context.getImageData(0, 0, context.canvas.width, context.canvas.height), pixelRatio };
}

/**
 * Supplies the images the marker layers ask for by name (lib/map/label-images.ts): cluster counts in
 * white or dark ink to read on the cluster colour, and pin prices as white pills edged in the brand
 * colour. Drawn on first use, since the offline style has no glyphs for text. Renders nothing; it must
 * sit inside the <Map>.
 */
export function MapLabelImages({ primary }: { primary: string }) {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const looks: Record<LabelImage['kind'], LabelLook> = {
      'cluster-count': { ink: readableTextColor(primary) },
      price: { ink: DARK_TEXT, pill: { fill: LIGHT_TEXT, border: primary } },
    };
    map.setMissingStyleImageResolver((id) => {
      const label = labelImageFor(id);
      if (!label || map.hasImage(id)) return;
      const drawn = drawLabel(label.text, looks[label.kind]);
      if (drawn) map.addImage(id, drawn.image, { pixelRatio: drawn.pixelRatio });
    });
    return () => {
      map.setMissingStyleImageResolver(null);
    };
  }, [current, primary]);
  return null;
}
