/**
 * jsdom loads no stylesheets, so the brand stylesheet link the application page waits for never fires `load`: this
 * answers every appended `<link>` as loaded, once per test file (call it at module level).
 */
export function stylesheetsLoad(): void {
  const append = document.head.appendChild.bind(document.head);
  document.head.appendChild = <T extends Node>(node: T): T => {
    const result = append(node);
    if (node instanceof HTMLLinkElement) queueMicrotask(() => node.onload?.(new Event('load')));
    return result;
  };
}
