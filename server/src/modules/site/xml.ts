/** Text and attribute values for XML and HTML: the five characters that could end a value or a tag. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// XML 1.0 forbids most control characters even escaped: a pasted one must not break the feed.
export const xmlText = (value: string) =>
  escapeXml(
    [...value]
      .filter((c) => {
        const code = c.codePointAt(0)!;
        return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
      })
      .join(''),
  );
