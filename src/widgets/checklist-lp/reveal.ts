/** Spec (article blocks 4, 9): with slow reveal, each checklist item fades in over 500 ms, one after another. */
export const checklistRevealMs = 500;
