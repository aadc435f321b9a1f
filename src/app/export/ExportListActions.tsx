import { CreateButton, FilterButton, TopToolbar, useFilterContext, useResourceDefinition } from 'react-admin';
import type { ExportField } from './listCells';
import { ListExportButton } from './ListExportButton';

/** The tools above a generated list: its filters, Create where allowed, and Export. */
export function ExportListActions({ fields }: { fields: ExportField[] }) {
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      <ListExportButton fields={fields} />
    </TopToolbar>
  );
}
