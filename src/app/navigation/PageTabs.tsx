import { Tab, Tabs } from '@mui/material';

interface PageTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** A tab's words. */
  label: (tab: T) => string;
  /** Scrolls sideways (with arrows on a phone) where the tabs do not fit. */
  scrollable?: boolean;
}

/** A page's row of tabs above its content, one per name; with `useTabParam` the open one is kept in the URL. */
export function PageTabs<T extends string>({ tabs, value, onChange, label, scrollable = false }: PageTabsProps<T>) {
  return (
    <Tabs value={value} onChange={(_e, next: T) => onChange(next)} sx={{ mb: 2 }} {...(scrollable && { variant: 'scrollable', allowScrollButtonsMobile: true })}>
      {tabs.map((t) => (
        <Tab key={t} value={t} label={label(t)} />
      ))}
    </Tabs>
  );
}
