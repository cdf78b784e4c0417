// Folder management (organisation chart): create, rename, move.
import { z } from 'zod';
import { idString, requiredText } from './fields';

export const folderCreateRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  /** "0" (or absent) creates it at the corporation's root. */
  parent_id: idString.optional(),
});
export type FolderCreateRequest = z.input<typeof folderCreateRequestSchema>;

export const folderUpdateRequestSchema = z.strictObject({ name: requiredText('Name', 100) });
export type FolderUpdateRequest = z.input<typeof folderUpdateRequestSchema>;

/** Moving a folder or a location: the destination folder, "0" for the root. */
export const moveRequestSchema = z.strictObject({
  destination_id: z
    .string({ error: 'Destination is empty' })
    .trim()
    .regex(/^\d+$/, 'Destination is not valid'),
});
export type MoveRequest = z.input<typeof moveRequestSchema>;
