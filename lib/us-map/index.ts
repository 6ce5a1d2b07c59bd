// The browser face of lib/us-map: the state-shapes endpoint's URL, a check of its answer, and its types.
export { readStateShapes, stateShapesUrl } from './state-shapes-url';
export type { CountyShapeJson, StateShapesJson } from './state-shapes-schema';
