// How a tracked link sits in a post's text (shared with the web's previews: no Node imports here).

/** The address a post carries: `{PUBLIC_URL}/l/{code}`. */
export const trackedLinkUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, "")}/l/${code}`;

/** Where a placeholder puts the link in a post's text; without one the link goes on its own line at the end. */
export const LINK_PLACEHOLDER = "{link}";

/** The text that goes to a platform: the link in place of `{link}`, or after a blank line. */
export function withTrackedLink(text: string, url: string): string {
  if (text.includes(LINK_PLACEHOLDER)) return text.replaceAll(LINK_PLACEHOLDER, url);
  return `${text.trimEnd()}\n\n${url}`;
}
