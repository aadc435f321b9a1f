import { useTranslate } from 'react-admin';
import type { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';

type LegalDocument = Awaited<ReturnType<typeof legalDocumentsApi.getList>>[number];

/** Export of the legal documents as the table lists them: type and country in words, the revision as a number. */
export function DocumentsExport({ docs }: { docs: LegalDocument[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<LegalDocument>
      disabled={!docs.length}
      job={() => ({
        fileName: 'legal-documents',
        sheetName: translate(text('documents.caption')),
        columns: [
          { header: translate('resources.legalDocuments.fields.name'), kind: 'text' },
          { header: translate('resources.legalDocuments.fields.type'), kind: 'text' },
          { header: translate('resources.legalDocuments.fields.country'), kind: 'text' },
          { header: translate(text('documents.revision')), kind: 'number' },
          { header: translate('resources.legalDocuments.fields.isEnabled'), kind: 'text' },
          { header: translate(text('documents.updated')), kind: 'date' },
        ],
        rows: docs,
        toCells: (list) =>
          list.map((d) => [
            String(d.name),
            translate(enumLabelKey('legalDocuments.legalDocumentType', String(d.type))),
            translate(`countries.${d.country}`),
            typeof d.currentRevision === 'number' ? d.currentRevision : null,
            translate(text(d.isEnabled ? 'documents.enabled' : 'documents.disabled')),
            d.updatedAt as string,
          ]),
      })}
    />
  );
}
