// Unit tests render widgets with react-dom/server, which cannot wait for next/dynamic's lazy
// chunks; they get the same leaves imported eagerly. The browser tests run the real lazy module.
export { ReadMore } from '@/features/commerce/components/ReadMore.client';
export { ReviewGifs } from '@/widgets/product-card/ProductCard.client';
export { CarouselScroller } from '@/widgets/product-card-group/ProductCardCarousel.client';
export { SkipToReview } from '@/widgets/quick-looks/SkipToReview.client';
export { TrackedDetails } from '@/widgets/treatment-card/TrackedDetails.client';
export { ComparisonTool } from '@/widgets/treatment-comparison/ComparisonTool.client';
export { CompareDropdown } from '@/features/compare/components/CompareDropdown.client';
export { AnimatedNumber, StatsAnimation } from '@/widgets/stats-block/StatsAnimation.client';
export { DrugSavingsTool } from '@/widgets/drug-cost-savings/DrugSavingsTool.client';
