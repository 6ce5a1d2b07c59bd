// The server face of lib/map: the boundary builder its route serves (topojson and zod stay out of the
// browser's map bundle, which imports '@/lib/map').
export { boundariesJson, boundaryLevelSchema, boundaryLevels } from './boundaries';
