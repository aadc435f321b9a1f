import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GuestListArrivalState, GuestListRequestState } from '@/shared/bookings/states';
import type { GuestItem } from './GuestDialogs';
import { text } from './texts';

export interface GuestRowActionsProps {
  item: GuestItem;
  /** Approving requests and editing the list are for who may edit it; checking in and turning away, for the door. */
  mayEdit: boolean;
  mayArrive: boolean;
  onRequest: (item: GuestItem, requestState: number) => void;
  onUndo: (item: GuestItem) => void;
  onOpen: (kind: 'checkIn' | 'reject' | 'edit', item: GuestItem) => void;
}

/** A guest-list entry's buttons, in its table row or on its card. */
export function GuestRowActions({ item, mayEdit, mayArrive, onRequest, onUndo, onOpen }: GuestRowActionsProps) {
  const translate = useTranslate();
  const rejectedRequest = item.requestState === GuestListRequestState.Rejected;
  return (
    <>
      {mayEdit && item.requestState === GuestListRequestState.Requested && (
        <>
          <Button size="small" onClick={() => onRequest(item, GuestListRequestState.Approved)}>
            {translate(text('list.approve'))}
          </Button>
          <Button size="small" color="error" onClick={() => onRequest(item, GuestListRequestState.Rejected)}>
            {translate(text('list.decline'))}
          </Button>
        </>
      )}
      {mayArrive && !rejectedRequest && item.arrivalState !== GuestListArrivalState.ArrivedAndRejected && (
        <Button size="small" variant="contained" onClick={() => onOpen('checkIn', item)} aria-label={`${translate(text('list.checkIn'))}: ${item.fullName}`}>
          {translate(text('list.checkIn'))}
        </Button>
      )}
      {mayArrive && !rejectedRequest && item.arrivalState === GuestListArrivalState.NotArrived && (
        <Button size="small" color="error" onClick={() => onOpen('reject', item)}>
          {translate(text('list.reject'))}
        </Button>
      )}
      {mayArrive && item.arrivalState === GuestListArrivalState.ArrivedAndRejected && (
        <Button size="small" onClick={() => onUndo(item)}>
          {translate(text('list.undo'))}
        </Button>
      )}
      {mayEdit && (
        <Button size="small" onClick={() => onOpen('edit', item)}>
          {translate(text('list.edit'))}
        </Button>
      )}
    </>
  );
}
