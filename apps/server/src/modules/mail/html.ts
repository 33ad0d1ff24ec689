const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Fills `{key}` placeholders; an unknown key is left as it is, so a missing value shows in tests. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values[key] === undefined ? whole : String(values[key]),
  );

/** Fills `{key}` placeholders of a text as markup: the text is escaped, the values are markup already. */
export const fillMarkup = (template: string, markup: Readonly<Record<string, string>>): string =>
  fill(escapeHtml(template), markup);

/** What people typed, for a header or a one-line place: no line breaks, a sensible length. */
export const oneLine = (value: string, max = 150): string => value.replace(/\s+/g, ' ').trim().slice(0, max);
