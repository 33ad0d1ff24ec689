// Nothing here is for other features yet; the pages load through routes/.
export {};
