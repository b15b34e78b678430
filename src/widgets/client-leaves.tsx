'use client';

import dynamic from 'next/dynamic';

/**
 * The widgets' interactive leaves, each in a chunk of its own. Every client component a server
 * component imports joins one chunk that the article route loads on every article, so a leaf
 * imported directly would ship to pages that never show its widget. Through dynamic() the page
 * loads only this small module; a leaf's own chunk loads when a widget renders it (the server
 * render preloads it, so it hydrates as before).
 */
export const ReadMore = dynamic(() => import('@/features/commerce/components/ReadMore.client').then((m) => m.ReadMore));
export const ReviewGifs = dynamic(() => import('./product-card/ProductCard.client').then((m) => m.ReviewGifs));
export const CarouselScroller = dynamic(() => import('./product-card-group/ProductCardCarousel.client').then((m) => m.CarouselScroller));
export const SkipToReview = dynamic(() => import('./quick-looks/SkipToReview.client').then((m) => m.SkipToReview));
export const TrackedDetails = dynamic(() => import('./treatment-card/TrackedDetails.client').then((m) => m.TrackedDetails));
export const ComparisonTool = dynamic(() => import('./treatment-comparison/ComparisonTool.client').then((m) => m.ComparisonTool));
export const CompareDropdown = dynamic(() => import('@/features/compare/components/CompareDropdown.client').then((m) => m.CompareDropdown));
export const StatsAnimation = dynamic(() => import('./stats-block/StatsAnimation.client').then((m) => m.StatsAnimation));
export const AnimatedNumber = dynamic(() => import('./stats-block/StatsAnimation.client').then((m) => m.AnimatedNumber));
export const DrugSavingsTool = dynamic(() => import('./drug-cost-savings/DrugSavingsTool.client').then((m) => m.DrugSavingsTool));
