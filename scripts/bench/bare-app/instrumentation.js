// The bare app's own (empty) instrumentation hook: without it, the build would take the real app's
// from the folder above.
export function register() {}
