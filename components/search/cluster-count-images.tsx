'use client';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { clusterCountLabel, readableTextColor } from '@/lib/map';

const FONT_SIZE = 12;

function drawLabel(label: string, color: string): { image: ImageData; pixelRatio: number } | null {
  const pixelRatio = Math.max(2, Math.ceil(window.devicePixelRatio || 1));
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  const font = `700 ${FONT_SIZE}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  context.font = font;
  const width = Math.ceil(context.measureText(label).width) + 4;
  const height = FONT_SIZE + 6;
  context.canvas.width = width * pixelRatio;
  context.canvas.height = height * pixelRatio;
  // Resizing the canvas resets its state.
  context.scale(pixelRatio, pixelRatio);
  context.font = font;
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, width / 2, height / 2 + 0.5);
  return { image: context.getImageData(0, 0, context.canvas.width, context.canvas.height), pixelRatio };
}

/**
 * Supplies the cluster-count images the marker layers ask for (lib/map/cluster-count.ts), drawn in white
 * or dark ink to read on the cluster colour. Renders nothing; it must sit inside the <Map>.
 */
export function ClusterCountImages({ clusterColor }: { clusterColor: string }) {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const ink = readableTextColor(clusterColor);
    map.setMissingStyleImageResolver((id) => {
      const label = clusterCountLabel(id);
      if (!label || map.hasImage(id)) return;
      const drawn = drawLabel(label, ink);
      if (drawn) map.addImage(id, drawn.image, { pixelRatio: drawn.pixelRatio });
    });
    return () => {
      map.setMissingStyleImageResolver(null);
    };
  }, [current, clusterColor]);
  return null;
}
