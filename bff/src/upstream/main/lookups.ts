import type { MainApi } from './client.ts';
import { officeLookupDto, type OfficeLookupDto } from './dto.ts';

/** The offices the signed-in user may act for (GET agencies/lookup). */
export const getOfficeLookup = (api: MainApi): Promise<OfficeLookupDto> => api.call({ method: 'GET', url: 'agencies/lookup', schema: officeLookupDto });
