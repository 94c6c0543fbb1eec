/** Text (or any value, as its String()) safe inside HTML text and quoted attributes: & < > " ' as numeric references. */
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
