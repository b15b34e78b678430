'use client';

import { printRecipe } from '../print';

interface Props {
  /** id of the recipe element to print alone. */
  targetId: string;
  className?: string;
}

/** "Print recipe": prints the recipe alone (src/widgets/kits/recipes/print.ts). */
export function PrintRecipe({ targetId, className }: Props) {
  return (
    <button type="button" className={className} data-recipe-print onClick={() => printRecipe(targetId)}>
      Print recipe
    </button>
  );
}
