CREATE TABLE "test_provider_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"holder_name" text,
	"bank_account" text,
	"onboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
