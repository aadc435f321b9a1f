import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';

export interface Item {
  id: string;
  name: string;
  detail?: string;
}

/** A named list with edit and delete per item (when the user may change it) and an empty text. */
export function ItemList({ label, items, empty, onEdit, onDelete }: { label: string; items: Item[]; empty: string; onEdit?: (id: string) => void; onDelete?: (id: string) => void }) {
  const translate = useTranslate();
  if (!items.length) return <Typography color="text.secondary">{translate(empty)}</Typography>;
  return (
    <List dense aria-label={label}>
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          secondaryAction={
            <>
              {onEdit && (
                <IconAction label={translate(text('edit.editItem'), { name: item.name })} icon={<EditIcon />} onClick={() => onEdit(item.id)} />
              )}
              {onDelete && (
                <Tooltip title={translate(text('edit.deleteItem'), { name: item.name })}>
                  <IconButton edge="end" aria-label={translate(text('edit.deleteItem'), { name: item.name })} onClick={() => onDelete(item.id)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              )}
            </>
          }
        >
          <ListItemText primary={item.name} secondary={item.detail} />
        </ListItem>
      ))}
    </List>
  );
}
