/** Types of build.mjs, for the size test. */
export declare const BUDGETS: Record<string, number>;
export declare function measure(): Promise<
  { name: string; bytes: number; gzip: number; budget: number | undefined }[]
>;
