ALTER TABLE "email_outbox" ADD COLUMN "job_id" bigint;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_job_id_unique" UNIQUE("job_id");