/**
 * Every widget folder, one line each (decision 008): a folder's widget.ts describes the whole
 * widget (schema, component, fixtures, client leaves, data loader, ad slot after it). The format
 * list and the registry are derived from this list in registry.ts.
 */
export { widget as affiliateLink } from './affiliate-link/widget';
export { widget as buttonCtaAffiliateLink } from './button-cta-affiliate-link/widget';
export { widget as cardCarousel } from './card-carousel/widget';
export { widget as colorBlock } from './color-block/widget';
export { widget as comparisonChart } from './comparison-chart/widget';
export { widget as comparisonTable } from './comparison-table/widget';
export { widget as disclaimers } from './disclaimers/widget';
export { widget as divider } from './divider/widget';
export { widget as drugCostSavings } from './drug-cost-savings/widget';
export { widget as embed } from './embed/widget';
export { widget as endOfSectionLink } from './end-of-section-link/widget';
export { widget as faq } from './faq/widget';
export { widget as fixedImageScroll } from './fixed-image-scroll/widget';
export { widget as group } from './group/widget';
export { widget as heroImageSection } from './hero-image-section/widget';
export { widget as imageCarousel } from './image-carousel/widget';
export { widget as imageGallery } from './image-gallery/widget';
export { widget as imageSlideshow } from './image-slideshow/widget';
export { widget as livedExperience } from './lived-experience/widget';
export { widget as nutritionFacts } from './nutrition-facts/widget';
export { widget as oneTwoThree } from './one-two-three/widget';
export { widget as paidMediaCard } from './paid-media-card/widget';
export { widget as paidMediaDriver } from './paid-media-driver/widget';
export { widget as paidMediaWidget } from './paid-media-widget/widget';
export { widget as pixelTracker } from './pixel-tracker/widget';
export { widget as postDownloadable } from './post-downloadable/widget';
export { widget as productCard } from './product-card/widget';
export { widget as productCardGroup } from './product-card-group/widget';
export { widget as quantitativeTrust } from './quantitative-trust/widget';
export { widget as quickLooks } from './quick-looks/widget';
export { widget as quoteBlock } from './quote-block/widget';
export { widget as recipe } from './recipe/widget';
export { widget as recipeAuthorBio } from './recipe-author-bio/widget';
export { widget as recipeV2 } from './recipe-v2/widget';
export { widget as references } from './references/widget';
export { widget as responsiveVideo } from './responsive-video/widget';
export { widget as reviewScoreCard } from './review-score-card/widget';
export { widget as row } from './row/widget';
export { widget as shopticle } from './shopticle/widget';
export { widget as statsBlock } from './stats-block/widget';
export { widget as summaryBlock } from './summary-block/widget';
export { widget as takeAction } from './take-action/widget';
export { widget as treatmentCard } from './treatment-card/widget';
export { widget as treatmentComparison } from './treatment-comparison/widget';
export { widget as valuePropCarousel } from './value-prop-carousel/widget';
export { widget as warning } from './warning/widget';
export { widget as warningcard } from './warningcard/widget';
export { widget as widgetCallOut } from './widget-call-out/widget';
export { widget as wpYoutube } from './wp-youtube/widget';
