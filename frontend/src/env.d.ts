interface ImportMetaEnv {
  /** External card-payment link for the Individual plan (spec part 1 §1). */
  readonly VITE_CHECKOUT_URL_INDIVIDUAL?: string;
  /** External card-payment link for the CPA Firm plan (spec part 3 §1). */
  readonly VITE_CHECKOUT_URL_FIRM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
