// Generated from schema/venue/venueDriveFiles.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  venueId: z.string().min(1, 'is required'),
  domainPermission: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueDriveFilesResource: ResourceMeta = {
  name: 'venueDriveFiles',
  file: 'schema/venue/venueDriveFiles.ts',
  surface: 'main',
  table: "venue_drive_files",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "domainPermission": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const venueDriveFilesRoutes: EndpointRoute[] = [
];
