// Encryption keys (spec part 1 §7 + key import).
export const keyRoutes = {} as const;
