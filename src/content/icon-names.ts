/**
 * The names of our own inline icons (no remote images) an editor may pick: a call-out's header
 * and optional icons, a content series' icon. The drawings are in
 * src/widgets/widget-call-out/icons.tsx; the names sit here so document schemas can name them.
 */
export const calloutIconNames = ['lightbulb', 'heart', 'leaf', 'book', 'star', 'chat', 'check', 'calendar'] as const;
export type CalloutIconName = (typeof calloutIconNames)[number];
