// Nothing here is for other features; the page loads through routes/.
export {};
