import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Card, CardContent, CardHeader, CircularProgress, Collapse, IconButton, Tooltip } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ActionCardProps {
  title: ReactNode;
  subheader?: ReactNode;
  /** Shows the collapse/expand action. */
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  /** Shows the refresh action; a returned promise keeps the spinner until it settles. Report its errors yourself. */
  onRefresh?: () => Promise<unknown> | void;
  /** Shows the remove action. */
  onRemove?: () => void;
  children?: ReactNode;
}

/** A card whose header offers collapse, refresh and remove, each only when asked for. */
export function ActionCard({ title, subheader, collapsible = false, defaultCollapsed = false, onRefresh, onRemove, children }: ActionCardProps) {
  const translate = useTranslate();
  const contentId = useId();
  const [collapsed, setCollapsed] = useState(collapsible && defaultCollapsed);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    if (!onRefresh) return;
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };

  const toggleLabel = translate(collapsed ? 'app.card.expand' : 'app.card.collapse');
  const actions = (
    <>
      {onRefresh && (
        <Tooltip title={translate('app.card.refresh')}>
          {/* A disabled button fires no events, so the tooltip needs a wrapper to keep working. */}
          <span>
            <IconButton onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing} aria-label={translate('app.card.refresh')}>
              {refreshing ? <CircularProgress size={20} aria-label={translate('app.loading')} /> : <RefreshIcon />}
            </IconButton>
          </span>
        </Tooltip>
      )}
      {collapsible && (
        <Tooltip title={toggleLabel}>
          <IconButton onClick={() => setCollapsed((c) => !c)} aria-expanded={!collapsed} aria-controls={contentId} aria-label={toggleLabel}>
            {collapsed ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          </IconButton>
        </Tooltip>
      )}
      {onRemove && (
        <Tooltip title={translate('app.card.remove')}>
          <IconButton onClick={onRemove} aria-label={translate('app.card.remove')}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      )}
    </>
  );

  return (
    <Card>
      <CardHeader title={title} subheader={subheader} action={actions} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Collapse in={!collapsed} id={contentId}>
        <CardContent sx={{ pt: 0 }}>{children}</CardContent>
      </Collapse>
    </Card>
  );
}
