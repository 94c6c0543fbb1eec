-- the sign-on's mails join the site's one outbox (mail_outbox); its own email_outbox goes
INSERT INTO "mail_outbox" ("to_address", "subject", "text", "html", "kind", "ref", "last_error", "sent_at", "created_at")
SELECT "to", "subject", "body", '', 'sso_password_reset', NULL, "error", "sent_at", "created_at" FROM "email_outbox" ORDER BY "id";--> statement-breakpoint
DROP TABLE "email_outbox" CASCADE;
