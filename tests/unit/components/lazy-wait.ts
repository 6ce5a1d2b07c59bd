/**
 * For a findBy or waitFor of something a lazily loaded chunk renders (a dialog): on a busy 2-core machine
 * the chunk can take longer than testing-library's 1 s default. The wait ends the moment the element is
 * there. Never with fake timers, whose clock a longer wait would advance.
 */
export const lazyChunkWait = { timeout: 5_000 } as const;
