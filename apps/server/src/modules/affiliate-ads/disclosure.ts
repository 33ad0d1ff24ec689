/*
 * The disclosure check on an influencer's post (marketing.md, "Safety and compliance"): a paid
 * post says so (#ad, #sponsored, #collab, "paid partnership") where a reader sees it without
 * opening the caption, i.e. in its first lines; one buried under the fold does not count.
 */

/** The part of a caption Instagram shows before "… more": its first lines, at most this many characters. */
const FIRST_LINES = 3;
const FIRST_CHARACTERS = 125;

// A hashtag ends where letters, digits and underscores end: #ad is a disclosure, #adventure is not.
const DISCLOSURE_PATTERN =
  /(?:^|[^\p{L}\p{N}_])#(?:ad|sponsored|collab)(?![\p{L}\p{N}_])|\bpaid\s+partnership\b/iu;

/** The caption's opening a reader sees first. */
export const captionOpening = (caption: string): string =>
  caption.split(/\r?\n/).slice(0, FIRST_LINES).join('\n').slice(0, FIRST_CHARACTERS);

/** Whether the caption discloses the partnership in its first lines. */
export const hasDisclosure = (caption: string): boolean => DISCLOSURE_PATTERN.test(captionOpening(caption));

const EXCERPT_LENGTH = 200;

/** What the brand and the publisher are shown of a caption: its start, on one line. */
export const captionExcerptOf = (caption: string): string => {
  const flat = caption.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
};
