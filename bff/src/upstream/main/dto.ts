import { z } from 'zod';

/** Response shapes of the main API (docs/upstream-api.md), parsed at the boundary. */

export const authUserDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  firstName: z.string(),
  lastName: z.string().nullable().default(''),
  username: z.string(),
  mobile: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  role: z.string(),
  clientId: z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? null : String(v))),
  agency: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  permissions: z
    .object({
      canViewPastOrders: z.boolean().default(false),
      canViewMediaOrders: z.boolean().default(false),
      canViewPaymentDetails: z.boolean().default(false),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? { canViewPastOrders: false, canViewMediaOrders: false, canViewPaymentDetails: false }),
  passwordChangeable: z.boolean().default(true),
  enabled: z.boolean().default(true),
  client: z
    .object({
      id: z.union([z.number(), z.string()]).transform(String),
      title: z.string(),
      subDomain: z
        .string()
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type AuthUserDto = z.infer<typeof authUserDto>;

export const tokensDto = z.object({ token: z.string().min(1), refresh_token: z.string().min(1) });
export type TokensDto = z.infer<typeof tokensDto>;

export const authenticateDto = tokensDto.extend({ user: authUserDto });
export type AuthenticateDto = z.infer<typeof authenticateDto>;

export const profileDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  firstName: z.string(),
  lastName: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  username: z.string(),
  mobile: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  postcode: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  imageOriginal: z
    .object({ id: z.union([z.number(), z.string()]).transform(String), location: z.string() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  role: z.object({ name: z.string(), value: z.string() }),
  passwordChangeable: z.boolean(),
});
export type ProfileDto = z.infer<typeof profileDto>;

export const brandingDto = z.object({
  logo: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  logoInverse: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  favicon: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type BrandingDto = z.infer<typeof brandingDto>;

/** `agencies/lookup` answers `{data: {lookups}}`; callers get the list as `lookups`. */
export const officeLookupDto = z
  .object({
    data: z.object({
      lookups: z.array(
        z.object({
          id: z.union([z.number(), z.string()]).transform(String),
          displayName: z.string(),
          slug: z
            .string()
            .nullable()
            .optional()
            .transform((v) => v ?? null),
        }),
      ),
    }),
  })
  .transform(({ data }) => ({ lookups: data.lookups }));
export type OfficeLookupDto = z.infer<typeof officeLookupDto>;

/** For calls answered with 204 or an ignored body. */
export const noContent = z.unknown().transform(() => undefined);
