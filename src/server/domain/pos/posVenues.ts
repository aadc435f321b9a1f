import { defineAction } from '../../api/action';

export const createVenue = defineAction(async () => null);
export const deleteVenue = defineAction(async () => null);
export const createLocation = defineAction(async () => null);
export const createStorage = defineAction(async () => null);
export const deleteLocation = defineAction(async () => null);
export const deleteStorage = defineAction(async () => null);
export const getSettings = defineAction(async () => null);
export const updateLocation = defineAction(async () => null);
export const updateSettings = defineAction(async () => null);
export const updateStorage = defineAction(async () => null);
