import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { eodReportsApi } from '@generated/client/api/eodReports';
import { mediaApi } from '@generated/client/api/media';
import { text } from './texts';
import type { EodReport, EodReportDetail } from './types';

/**
 * One report and its changes. The version sent with each change is the one of this screen's last own answer, so a
 * change made by someone else meanwhile is refused (409) rather than overwritten.
 */
export function useReport(id: string) {
  const client = useQueryClient();
  const notify = useNotify();
  const key = ['eodReports', 'detail', id] as const;
  const report = useQuery({ queryKey: key, queryFn: () => eodReportsApi.getOne({ id }), refetchOnWindowFocus: false });
  const [version, setVersion] = useState<number | null>(null);
  const current = () => version ?? report.data!.version;

  const settle = async (answer: EodReportDetail | EodReport) => {
    setVersion(answer.version);
    const detail = 'venueName' in answer ? answer : { ...report.data!, ...answer };
    client.setQueryData(key, detail);
    await client.invalidateQueries({ queryKey: ['eodReports'], predicate: (q) => q.queryKey[1] !== 'detail' });
  };

  return {
    report,
    save: async (values: EodReport) => {
      const saved = await eodReportsApi.update({ body: { ...values, id, version: current() } });
      await settle(saved);
      notify(text('done.saved'), { type: 'success' });
      return saved;
    },
    upload: async (file: File) => {
      const form = new FormData();
      form.append('venueId', report.data!.venueId);
      form.append('file', file);
      const media = await mediaApi.upload({ type: 'eodbi', body: form });
      await settle(await eodReportsApi.setBi({ body: { id, version: current(), biImageId: media.id } }));
      notify(text('done.image'), { type: 'success' });
    },
    removeImage: async () => {
      await settle(await eodReportsApi.setBi({ body: { id, version: current(), biImageId: null } }));
      notify(text('done.imageRemoved'), { type: 'success' });
    },
    /** Sends the report as this screen last saw it (`version`: the one just saved); changed by someone else meanwhile, it is 409. */
    send: async (version?: number) => {
      await settle(await eodReportsApi.send({ id, version: version ?? current() }));
      notify(text('done.sent'), { type: 'success' });
    },
    reload: async () => {
      setVersion(null);
      await client.invalidateQueries({ queryKey: key });
    },
  };
}

export type ReportActions = ReturnType<typeof useReport>;
