// Build-time public configuration. Nothing secret may live here: it ships in the bundle.

/**
 * External card-payment links (spec part 1 §1, part 3 §1). Set VITE_CHECKOUT_URL_INDIVIDUAL and
 * VITE_CHECKOUT_URL_FIRM at build time (see frontend/.env.example); the defaults point at the
 * product's hosted checkout pages.
 */
export const checkoutLinks = {
  individual: import.meta.env.VITE_CHECKOUT_URL_INDIVIDUAL || 'https://checkout.docledger.app/individual',
  firm: import.meta.env.VITE_CHECKOUT_URL_FIRM || 'https://checkout.docledger.app/cpa-firm',
} as const;
