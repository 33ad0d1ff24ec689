import { z } from 'zod';

/** `data` of GET /health: 200 when the database answers, 503 (same shape) when it does not. */
export const ZHealth = z.object({
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  /** Log lines dropped since the start because stdout was not read fast enough (never queued without end). */
  logLinesDropped: z.number().int().min(0),
});
export type THealth = z.infer<typeof ZHealth>;
