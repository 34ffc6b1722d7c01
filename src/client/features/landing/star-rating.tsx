import { Star } from 'lucide-react';

/** The hero's 5-star row. One image to assistive technology, not five. */
export function StarRating() {
  return (
    <div role="img" aria-label="Rated 5 out of 5 stars" className="flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} className="h-5 w-5 fill-amber-400 text-amber-400" aria-hidden="true" />
      ))}
    </div>
  );
}
