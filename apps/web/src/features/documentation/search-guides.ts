/** What the search reads of a guide. */
type SearchableGuide = { title: string; text: string };

/**
 * Text as the search compares it: lower case, without accents and other marks, with every run of
 * white space as one space, so 'Créer  un LIEN' and 'creer un lien' are the same.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The guides whose title or text holds every word of the query, in any order and any case, in
 * their own order; all of them when the query is blank.
 */
export function searchGuides<T extends SearchableGuide>(guides: readonly T[], query: string): T[] {
  const words = normaliseForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...guides];
  return guides.filter((guide) => {
    const haystack = normaliseForSearch(`${guide.title}\n${guide.text}`);
    return words.every((word) => haystack.includes(word));
  });
}
