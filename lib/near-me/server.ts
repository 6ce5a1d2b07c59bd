// The server face of lib/near-me: the nearest zip to a position.
export * from './index';
export * from './nearest-zip';
