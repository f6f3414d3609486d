CREATE TYPE "public"."chatbot_answer_kind" AS ENUM('article', 'computation', 'user-data', 'login-required', 'handoff', 'refusal', 'smalltalk', 'error');--> statement-breakpoint
CREATE TYPE "public"."chatbot_engine" AS ENUM('retrieval', 'llm');--> statement-breakpoint
CREATE TABLE "chatbot_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatbot_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asked_at" timestamp with time zone NOT NULL,
	"question" text NOT NULL,
	"language" "language" NOT NULL,
	"kind" "chatbot_answer_kind" NOT NULL,
	"article_id" text,
	"section" text,
	"handed_off" boolean NOT NULL,
	"engine" "chatbot_engine" NOT NULL,
	"latency_ms" integer NOT NULL,
	"answer" text
);
--> statement-breakpoint
CREATE INDEX "chatbot_questions_asked_idx" ON "chatbot_questions" USING btree ("asked_at");--> statement-breakpoint
CREATE INDEX "chatbot_questions_handed_off_idx" ON "chatbot_questions" USING btree ("asked_at") WHERE "chatbot_questions"."handed_off";