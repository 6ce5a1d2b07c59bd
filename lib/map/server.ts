// The server face of lib/map: the boundary builder and tiles its routes serve (topojson and geojson-vt
// stay out of the browser's map bundle, which imports '@/lib/map').
export { boundariesJson, boundaryLevelSchema, boundaryLevels, type BoundaryLevel } from './boundaries';
export { boundaryTile, tileAddressSchema, type TileAddress } from './boundary-tiles';
export { boundaryBounds, withPlaceBounds } from './place-bounds';
