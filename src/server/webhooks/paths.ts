/** Where the platforms deliver: the Messenger platform's webhook and the inbound-mail relay's (and, in the demo, the list of targets). */
export const WEBHOOK_PATHS = { messenger: '/webhooks/messenger', email: '/webhooks/email', demoTargets: '/webhooks/demo-targets' } as const;
