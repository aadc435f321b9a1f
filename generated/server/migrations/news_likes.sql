-- Generated from schema/life/newsLikes.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS news_likes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE news_likes ADD COLUMN IF NOT EXISTS article_id text;
ALTER TABLE news_likes ADD COLUMN IF NOT EXISTS user_id text;
CREATE INDEX IF NOT EXISTS news_likes_article_id_idx ON news_likes (article_id);
CREATE INDEX IF NOT EXISTS news_likes_user_id_idx ON news_likes (user_id);
CREATE UNIQUE INDEX IF NOT EXISTS news_likes_article_id_user_id_key ON news_likes (article_id, user_id);
