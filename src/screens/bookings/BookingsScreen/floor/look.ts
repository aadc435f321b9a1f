import type { Theme } from '@mui/material';
import type { TableLook } from '../../../setup/FloorplanKit/TableShape';
import type { TableState } from './tableStates';

/** Each state's colours; the state is also written on the table and in the legend, never only coloured. */
export function lookOf(state: TableState, theme: Theme): TableLook {
  const p = theme.palette;
  const fill: Record<TableState, string> = {
    free: p.mode === 'dark' ? p.grey[800] : p.grey[100],
    walkInOnly: p.mode === 'dark' ? p.grey[700] : '#e3f2fd',
    reserved: '#fff3c4',
    partial: '#ffe0b2',
    arrived: '#c8e6c9',
    seated: '#81c784',
    overtime: '#ffcdd2',
  };
  return { fill: fill[state], stroke: state === 'overtime' ? p.error.dark : p.grey[700], text: p.getContrastText(fill[state]) };
}
