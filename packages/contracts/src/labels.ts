import { z } from 'zod';

const labelName = z
  .string({ error: 'Label name is required' })
  .trim()
  .min(1, 'Label name cannot be empty')
  .max(50, 'Label name cannot exceed 50 characters');

const orgId = z.string({ error: 'orgId is required' }).uuid('orgId must be a valid id');
const labelId = z.string({ error: 'id is required' }).uuid('id must be a valid id');

export const ZLabel = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });
export type TLabel = z.infer<typeof ZLabel>;

export const ZGetLabelsRequest = z.object({ orgId });
export type TGetLabelsRequest = z.infer<typeof ZGetLabelsRequest>;

export const ZCreateLabelRequest = z.object({ orgId, name: labelName });
export type TCreateLabelRequest = z.infer<typeof ZCreateLabelRequest>;

export const ZUpdateLabelRequest = z.object({ orgId, id: labelId, name: labelName });
export type TUpdateLabelRequest = z.infer<typeof ZUpdateLabelRequest>;

export const ZDeleteLabelRequest = z.object({ orgId, id: labelId });
export type TDeleteLabelRequest = z.infer<typeof ZDeleteLabelRequest>;
