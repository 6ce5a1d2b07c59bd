// The browser-safe face of lib/near-me: the zip a visitor is known by, and how the near-me link finds it.
export * from './known-zip';
