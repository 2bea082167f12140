import type { PayloadRequest } from 'payload'

/**
 * A message for the admin (validation or hook), in the admin user's language: Payload puts it on
 * req.i18n (chosen in Account, Portuguese otherwise). Without one, Portuguese, the editors' language.
 */
export const inAdminLanguage = (
  req: Partial<Pick<PayloadRequest, 'i18n'>> | undefined,
  message: { pt: string; en: string },
): string => (req?.i18n?.language === 'en' ? message.en : message.pt)
