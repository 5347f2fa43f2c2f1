import { landingAnchors, paths } from '../../config/paths';

/** The landing variant of the top navigation (spec part 1 §2), shared by the bar and the slide-out menu. */
export const publicNavLinks = [
  { label: 'Features', to: `${paths.landing}#${landingAnchors.features}` },
  { label: 'Documents', to: `${paths.landing}#${landingAnchors.products}` },
  { label: 'About', to: `${paths.landing}#${landingAnchors.about}` },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Contact', to: paths.contact },
] as const;
