import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { Alert, Box, Button, Card, CardActions, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordContextProvider, RichTextField, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { newsArticlesApi } from '@generated/client/api/newsArticles';
import { formatDate } from '@/shared/format';
import { Comments } from './Comments';
import { text as t } from './texts';

/** The company news category the portal shows (the specification's fixed news category id). */
export const NEWS_CATEGORY_ID = 'company-news';
const PAGE = 5;

type Article = Awaited<ReturnType<typeof newsArticlesApi.listCategory>>['items'][number];

/** `linked`: the article a notification opened (`?article=`), shown with its comments. */
function ArticleCard({ article, linked }: { article: Article; linked: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [open, setOpen] = useState(linked);
  const like = useMutation({
    mutationFn: () => newsArticlesApi.like({ id: article.id, body: { liked: !article.likedByMe } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news', 'list'] }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return (
    <Card component="article" variant="outlined" aria-labelledby={`news-${article.id}`}>
      <CardContent>
        <Typography id={`news-${article.id}`} variant="h6" component="h2">
          {article.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(t('published'), { date: formatDate(article.publishedAt), author: article.author ?? '' })}
        </Typography>
        {article.summary && <Typography sx={{ mt: 1, fontWeight: 500 }}>{article.summary}</Typography>}
        <RecordContextProvider value={article}>
          <RichTextField source="body" sx={{ display: 'block', mt: 1 }} />
        </RecordContextProvider>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={article.likedByMe ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
          aria-pressed={article.likedByMe}
          // The name includes the count the button shows (WCAG 2.5.3).
          aria-label={`${translate(t('likes'), { smart_count: article.likeCount })}: ${translate(t(article.likedByMe ? 'unlike' : 'like'))}`}
          onClick={() => like.mutate()}
          disabled={like.isPending}
        >
          {translate(t('likes'), { smart_count: article.likeCount })}
        </Button>
        <Button size="small" startIcon={<ChatBubbleOutlineIcon />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {translate(t('comments'), { smart_count: article.commentCount })}
        </Button>
      </CardActions>
      {open && (
        <CardContent sx={{ pt: 0 }}>
          <Comments articleId={article.id} />
        </CardContent>
      )}
    </Card>
  );
}

/** Company news (route /vp/news): articles newest first, likes and comments. */
export default function NewsScreen() {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [params] = useSearchParams();
  const linked = params.get('article');
  const news = useInfiniteQuery({
    queryKey: ['news', 'list', query],
    queryFn: ({ pageParam }) => newsArticlesApi.listCategory({ id: NEWS_CATEGORY_ID, query: query.trim() || '*', page: pageParam, perPage: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
  const articles = news.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box sx={{ maxWidth: 860 }}>
      <TextField fullWidth={false} size="small" type="search" label={translate(t('search'))} value={query} onChange={(e) => setQuery(e.target.value)} sx={{ mb: 2 }} />
      {news.isFetching && <LinearProgress aria-label={translate(t('states.loading'))} sx={{ mb: 1 }} />}
      {news.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => news.refetch()}>{translate(t('states.retry'))}</Button>}>
          {news.error.message}
        </Alert>
      )}
      {news.isSuccess && !articles.length && <Typography color="text.secondary">{translate(t('states.empty'))}</Typography>}
      <Stack spacing={2}>
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} linked={a.id === linked} />
        ))}
      </Stack>
      {news.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => news.fetchNextPage()} disabled={news.isFetchingNextPage}>
          {translate(t('more'))}
        </Button>
      )}
    </Box>
  );
}
