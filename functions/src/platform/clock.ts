// An injectable clock so session expiry, lockouts and token lifetimes can be tested without waiting.
let source: () => number = () => Date.now();

export const clock = {
  now: (): number => source(),
  /** Tests only: replace the time source; returns a restore function. */
  set(fn: () => number): () => void {
    const previous = source;
    source = fn;
    return () => {
      source = previous;
    };
  },
};
