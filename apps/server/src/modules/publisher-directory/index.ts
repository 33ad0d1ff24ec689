/**
 * The publisher directory's door. Nothing here is for other modules yet: brands reach publishers
 * through its routes (module.ts), and its table is its own.
 */
export {};
