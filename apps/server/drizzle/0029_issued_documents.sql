CREATE TABLE "issued_documents" (
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_kind_number_pk" PRIMARY KEY("kind","number")
);
