// Nothing here is for other features yet; the page loads through routes/.
export {};
