import { z } from 'zod';
import { iconSchema, labelSchema } from './label';

export const SERVICE_IDS = ['venue', 'reports', 'life', 'crm', 'guests', 'upkeep', 'overview'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const GENERATED_VIEWS = ['list', 'create', 'edit', 'show'] as const;

export const routeSchema = z
  .strictObject({
    /** History-mode path; `:name` segments are parameters. */
    path: z.string().regex(/^\/[A-Za-z0-9\-_/:]*$/, 'a path starting with /'),
    service: z.enum(SERVICE_IDS),
    /** 0 venue, 1 cockpit and reports, 2 life, 3 CRM, 4 guest profiles, 5 procurement, 6 procurement reports. */
    menuGroup: z.number().int().min(0).max(6),
    title: labelSchema,
    /** Shown in the service's sidebar under the named group (or at the top), in `order`. */
    sidebar: z
      .strictObject({
        group: z.string().optional(),
        order: z.number().int(),
        icon: iconSchema,
        label: labelSchema.optional(),
        /**
         * The same page listed in other services' sidebars too (a page belongs to one service; its route, guard and
         * selector stay those of `service`). Each entry names the service, its sidebar group and the order there.
         */
        alsoIn: z
          .array(z.strictObject({ service: z.enum(SERVICE_IDS), group: z.string().optional(), order: z.number().int() }))
          .optional(),
      })
      .optional(),
    /** null: every signed-in user. */
    permission: z.string().min(1).nullable(),
    /** Needs the permission for the active venue (otherwise global or any venue). Defaults to true in the Venue service. */
    venueScoped: z.boolean().optional(),
    /** The generated react-admin views served under this path. */
    views: z.array(z.enum(GENERATED_VIEWS)).optional(),
    /** A hand-written screen in `src/screens/<area>/<Name>/`, by name. */
    screen: z.string().regex(/^[A-Z][A-Za-z0-9]*$/).optional(),
    /** Another route's path this page sits under in the breadcrumbs. */
    parent: z.string().optional(),
  })
  .refine((r) => Boolean(r.views) !== Boolean(r.screen), { message: 'exactly one of views or screen' });
export type RouteDef = z.infer<typeof routeSchema>;
