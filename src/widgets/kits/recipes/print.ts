/**
 * Printing one recipe alone: every element that is not the recipe, one of its ancestors or inside
 * it gets data-recipe-print-hidden, which globals.css hides in print only, until the print dialog
 * closes. The page on screen does not change. Printing the page any other way prints it whole,
 * with the recipe's own print rules (no buttons, black on white).
 */
export const printHiddenAttribute = 'data-recipe-print-hidden';

export function markForPrint(target: Element): () => void {
  const marked: Element[] = [];
  let node: Element | null = target;
  while (node && node.parentElement && node !== document.body) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute(printHiddenAttribute)) continue;
      sibling.setAttribute(printHiddenAttribute, '');
      marked.push(sibling);
    }
    node = node.parentElement;
  }
  return () => marked.forEach((el) => el.removeAttribute(printHiddenAttribute));
}

export function printRecipe(targetId: string): void {
  const target = document.getElementById(targetId);
  if (!target) {
    window.print();
    return;
  }
  const unmark = markForPrint(target);
  const done = () => {
    window.removeEventListener('afterprint', done);
    unmark();
  };
  window.addEventListener('afterprint', done);
  window.print();
}
