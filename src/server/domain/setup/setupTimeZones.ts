import type { SetupTimeZonesByCountryInput, SetupTimeZonesCountryCodesInput } from '@generated/server/resources/setupTimeZones';
import { COUNTRIES } from '@generated/shared/shell';
import { defineAction } from '../../api/action';
import { notFound } from '../../api/errors';
import { currencyInfo, zonesOf } from './timeZoneData';

export const countryCodes = defineAction(async (_ctx, _input: SetupTimeZonesCountryCodesInput) =>
  COUNTRIES.map((c) => ({ iso3166CountryCode: c.iso, countryId: c.code, currencyInfo: currencyInfo(c.currency), defaultTimeZone: c.timeZone })),
);

export const byCountry = defineAction(async (ctx, { params }: SetupTimeZonesByCountryInput) => {
  const zones = zonesOf(params.countryCode, ctx.now);
  if (!zones) throw notFound(`Country ${params.countryCode}`);
  return zones;
});
