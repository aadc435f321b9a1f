-- Generated from schema/life/newsComments.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS news_comments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE news_comments ADD COLUMN IF NOT EXISTS article_id text;
ALTER TABLE news_comments ADD COLUMN IF NOT EXISTS content text;
ALTER TABLE news_comments ADD COLUMN IF NOT EXISTS mentions jsonb;
ALTER TABLE news_comments ADD COLUMN IF NOT EXISTS user_name text;
CREATE INDEX IF NOT EXISTS news_comments_article_id_idx ON news_comments (article_id);
CREATE INDEX IF NOT EXISTS news_comments_article_id_idx ON news_comments (article_id);
