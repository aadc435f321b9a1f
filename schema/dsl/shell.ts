import { z } from 'zod';
import { iconSchema, labelSchema, LOCALES } from './label';
import { SERVICE_IDS } from './route';
import { enumSchema } from './resource';

export const serviceSchema = z.strictObject({
  id: z.enum(SERVICE_IDS),
  label: labelSchema,
  icon: iconSchema,
  /** The selector shown in the app bar while the service is open. */
  selector: z.enum(['venue', 'country']).nullable(),
  /** Sidebar group headers, in order; items name their group by id. */
  sidebarGroups: z.array(z.strictObject({ id: z.string().regex(/^[a-z][A-Za-z0-9]*$/), label: labelSchema })),
});

export const shellSchema = z.strictObject({
  /** Appended to every page title: "<page title> - <suffix>". */
  productSuffix: z.string().min(1),
  menuGroups: z.array(z.strictObject({ id: z.number().int().min(0).max(6), name: z.string(), label: labelSchema })).length(7),
  /** In switcher order. */
  services: z.array(serviceSchema).length(SERVICE_IDS.length),
  countries: z
    .array(
      z.strictObject({
        code: z.enum(['dk', 'no', 'fi', 'uk']),
        label: labelSchema,
        currency: z.enum(['DKK', 'NOK', 'EUR', 'GBP']),
        /** ISO 3166 alpha-2 code, used for time-zone lookups. */
        iso: z.string().length(2),
        timeZone: z.string().min(1),
      }),
    )
    .min(1),
  defaultCountry: z.enum(['dk', 'no', 'fi', 'uk']),
  locales: z.array(z.strictObject({ code: z.enum(LOCALES), name: z.string().min(1), bcp47: z.string().min(2) })).length(LOCALES.length),
  /** Contact roles at a venue, by code. */
  contactRoles: z.array(z.strictObject({ code: z.string().min(1), label: labelSchema })).min(1),
  /** Enums shared by several resources. */
  enums: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), enumSchema),
});
export type ShellDef = z.input<typeof shellSchema>;

export function defineShell<const S extends ShellDef>(shell: S): S {
  return shell;
}
