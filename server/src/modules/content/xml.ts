/** Text and attribute values for XML and HTML: the five characters that could end a value or a tag. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// XML 1.0 forbids most control characters even escaped: a pasted one must not break the feed.
export const xmlText = (value: string) => escapeXml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
