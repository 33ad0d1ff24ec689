/* Examples that read the same in every language: the start of a web address and a hex colour. */
export const URL_START = 'https://';
export const COLOUR_EXAMPLE = '#1a73e8';
