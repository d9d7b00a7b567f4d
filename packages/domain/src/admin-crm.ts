import { z } from 'zod';
import { shortTextSchema } from './validation/text-bounds';

// Issue 19, spec/03 2 Infusionsoft tab, 4 Infusionsoft, 7 CRM authorisation,
// 8: the CRM (Keap, once Infusionsoft) authorisation calls under
// /api/taxonomy (docs/api-admin.md "CRM authorisation"). The routes and the
// dashboard's fetchers parse these.

/** spec/03 8, word for word: the code was kept, or it was not. */
export const CRM_MESSAGES = {
  codeStored: 'InfusionSoft code has been sent to the server',
  codeNotStored: 'Code received but not stored on the server.',
} as const;

/** Keap's codes are a few dozen characters; a longer one is no code of theirs. */
export const CRM_AUTHORIZATION_CODE_MAX_LENGTH = 512;

/** Which CRM the store is set up with: Keap, or the local default (no CRM account). */
export const CRM_NAMES = ['local', 'keap'] as const;
export type CrmName = (typeof CRM_NAMES)[number];

/** PUT /api/taxonomy/authcode: the ?code= the CRM's sign-in page sent the administrator back with. */
export const crmAuthorizationCodeSchema = z.object({
  authorizationCode: z
    .string({ error: CRM_MESSAGES.codeNotStored })
    .trim()
    .min(1, CRM_MESSAGES.codeNotStored)
    .max(CRM_AUTHORIZATION_CODE_MAX_LENGTH, CRM_MESSAGES.codeNotStored),
});
export type CrmAuthorizationCode = z.infer<typeof crmAuthorizationCodeSchema>;

/** The answer to a kept code: spec/03 8's success words, in the request's language. Never the code. */
export const crmCodeStoredSchema = z.object({ message: z.string() });
export type CrmCodeStored = z.infer<typeof crmCodeStoredSchema>;

/** GET /api/taxonomy/clientid: the spec's clientId, and the sign-in page built from it and the redirect back to /dashboard/infusionsoft. */
export const crmClientIdSchema = z.object({ clientId: z.string(), authorisationPageUrl: z.string() });
export type CrmClientId = z.infer<typeof crmClientIdSchema>;

/** PUT /api/taxonomy/about: the administrators' note on the CRM connection (spec/03 9: text fields up to 255 characters). */
export const crmAboutInputSchema = z.object({ about: shortTextSchema.trim() });
export type CrmAboutInput = z.infer<typeof crmAboutInputSchema>;

/** GET and PUT /api/taxonomy/about: the note, and the connection as the store knows it. */
export const crmAboutSchema = z.object({
  about: z.string(),
  crm: z.enum(CRM_NAMES),
  /** When a code was last kept (ISO 8601), and by which administrator's e-mail; null before the first. */
  authorisedAt: z.string().nullable(),
  authorisedBy: z.string().nullable(),
});
export type CrmAbout = z.infer<typeof crmAboutSchema>;
