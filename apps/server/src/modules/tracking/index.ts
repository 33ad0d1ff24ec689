/** The tracking module's door: what other modules may use of it (nothing yet: it serves the brand sites' script and its events). */
export {};
