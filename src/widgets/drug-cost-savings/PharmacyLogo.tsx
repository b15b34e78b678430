import { useEffect, useRef, useState } from 'react';
import { fallbackLogo } from '@/features/savings/grouping';

/**
 * A pharmacy's logo, decorative (the name is beside it). No logo, or one that fails to load, shows
 * the fallback image. An image that failed before hydration fired its error event unheard, so
 * mounting checks for a finished load with no pixels.
 */
export function PharmacyLogo({ src, className, size }: { src: string | null; className?: string; size: number }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const shown = !src || failed ? fallbackLogo : src;
  useEffect(() => {
    const img = ref.current;
    setFailed(Boolean(src && img?.getAttribute('src') === src && img.complete && img.naturalWidth === 0));
  }, [src]);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small same-origin SVG logos; the optimizer adds nothing
    <img
      ref={ref}
      className={className}
      src={shown}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-logo={shown === fallbackLogo ? 'fallback' : 'retailer'}
      onError={() => {
        if (shown !== fallbackLogo) setFailed(true);
      }}
    />
  );
}
