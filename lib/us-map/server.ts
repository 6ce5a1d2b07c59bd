// The server face of lib/us-map: shapes built from the us-atlas files, which stay out of the browser
// (its face is index.ts).
export { usMapShapes, type UsMapShapes, type UsMapState } from './us-map-shapes';
export { stateMapShapes, type StateMapShapes } from './state-map-shapes';
export { stateShapesJson } from './state-shapes-json';
export { stateIdParamSchema, stateShapesJsonSchema } from './state-shapes-schema';
