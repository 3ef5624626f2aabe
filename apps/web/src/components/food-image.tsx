import { IMAGE_SIZES, sizedImage, srcsetOf } from '@bhoj/contract/image-widths';
import { clsx } from 'clsx';
import { UtensilsCrossed } from 'lucide-react';

/**
 * A food or restaurant picture with its size set, so the layout does not jump while it loads; below the
 * fold it loads lazily. An image stored with smaller copies lists them all in `srcset`, so a phone takes
 * the copy its screen needs (`sizes`: a card's by default, the box's own width for a thumbnail). Without
 * an image URL it shows a neutral placeholder.
 */
export function FoodImage({
  src,
  alt = '',
  width = 400,
  height = 300,
  eager = false,
  sizes,
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  width?: number;
  height?: number;
  /** Above the fold (the food page's main picture): load at once and early. */
  eager?: boolean;
  /** How wide the image is shown, as the `sizes` attribute says it. */
  sizes?: string;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        className={clsx('grid place-items-center bg-stone-100 text-stone-400', className)}
        data-testid="image-placeholder"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <UtensilsCrossed aria-hidden="true" className="size-1/4 max-h-14 max-w-14" />
      </div>
    );
  }
  const sized = sizedImage(src);
  return (
    <img
      src={src}
      srcSet={sized ? srcsetOf(sized) : undefined}
      sizes={sized ? (sizes ?? (width <= 160 ? `${width}px` : IMAGE_SIZES.card)) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={clsx('bg-stone-100 object-cover', className)}
    />
  );
}
