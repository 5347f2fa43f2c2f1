// Webhook configuration and the VisitorID connection test (spec part 3 §3, §7, §8; decision 092).
import * as z from 'zod';

/** Bounds of the auth token: it also keys the signature and the payload encryption (docs/webhooks.md). */
export const WEBHOOK_TOKEN = { min: 16, max: 512 } as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlInvalid: 'Webhook URL must be a valid http(s) URL',
  tokenTooShort: `Auth token must be at least ${WEBHOOK_TOKEN.min} characters`,
  tokenTooLong: `Auth token must be at most ${WEBHOOK_TOKEN.max} characters`,
  tokenRequired: 'An auth token is required to enable the webhook or encrypt its payload',
  saved: 'Webhook settings saved',
  testSucceeded: 'Webhook endpoint reached',
} as const;

const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2048, WEBHOOK_MESSAGES.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.urlInvalid }))
  // Credentials in the URL would be stored in clear and logged by proxies: the token field is for that.
  .refine((v) => !/^https?:\/\/[^/?#]*@/i.test(v), WEBHOOK_MESSAGES.urlInvalid);

const authToken = z
  .string()
  .trim()
  .min(WEBHOOK_TOKEN.min, WEBHOOK_MESSAGES.tokenTooShort)
  .max(WEBHOOK_TOKEN.max, WEBHOOK_MESSAGES.tokenTooLong);

/** The settings as the admin page shows them: the token itself never leaves the server. */
export const webhookConfigSchema = z.object({
  /** The spec's "url". Empty until configured. */
  webhookUrl: z.string(),
  /** Always null in responses: the stored token is sealed; `authTokenConfigured` says whether one exists. */
  authToken: z.null(),
  authTokenConfigured: z.boolean(),
  isEnabled: z.boolean(),
  encryptFullPayload: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;

export const webhookConfigResponseSchema = z.object({ config: webhookConfigSchema });

/**
 * Save: `authToken` omitted or empty keeps the stored token (the page cannot show it back). Enabling
 * the webhook or payload encryption needs a token (sent now or stored), checked server-side.
 */
export const saveWebhookConfigBodySchema = z
  .object({
    webhookUrl,
    authToken: z.union([z.literal(''), authToken]).optional(),
    isEnabled: z.boolean(),
    encryptFullPayload: z.boolean(),
  })
  .strict();
export type SaveWebhookConfigBody = z.infer<typeof saveWebhookConfigBodySchema>;

export const saveWebhookConfigResponseSchema = z.object({ message: z.string(), config: webhookConfigSchema });

/** Test Connection: the form's URL (and token, or the stored one) so an unsaved edit can be tried. */
export const testWebhookBodySchema = z
  .object({
    webhookUrl: webhookUrl.optional(),
    authToken: z.union([z.literal(''), authToken]).optional(),
    encryptFullPayload: z.boolean().optional(),
  })
  .strict()
  .optional();

export const testWebhookResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  statusCode: z.number().int().nullable(),
});
export type TestWebhookResponse = z.infer<typeof testWebhookResponseSchema>;

// ---- VisitorID connection test (part 3 §3 field names)

export const VISITORID_STATUSES = ['success', 'warning', 'error'] as const;

export const visitorIdTestResponseSchema = z.object({
  status: z.enum(VISITORID_STATUSES),
  message: z.string(),
  config: z.object({
    apiKeyConfigured: z.boolean(),
    apiUrlConfigured: z.boolean(),
    webhookSecretConfigured: z.boolean(),
    apiUrl: z.string().nullable(),
  }),
  connection: z.object({ statusCode: z.number().int().nullable(), healthy: z.boolean() }),
  note: z.string().nullable(),
});
export type VisitorIdTestResult = z.infer<typeof visitorIdTestResponseSchema>;

// ---- delivered events (docs/webhooks.md)

export const WEBHOOK_EVENT_TYPES = ['document.uploaded', 'document.completed', 'document.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
