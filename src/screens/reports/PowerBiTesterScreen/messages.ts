import type { MessageShape } from '@/i18n/shape';

const eng = {
  intro: 'Try a Power BI report before adding it to the report list: enter its report and workspace ids, or pick a report of the list. Reports outside the list need the right to manage reports.',
  pick: 'Report of the list',
  none: 'None',
  reportId: 'Report id',
  workspaceId: 'Workspace id',
  load: 'Show report',
};
const dan: MessageShape<typeof eng> = {
  intro: 'Afprøv en Power BI-rapport, før den kommer på rapportlisten: angiv rapportens og workspacets id, eller vælg en rapport fra listen. Rapporter uden for listen kræver retten til at administrere rapporter.',
  pick: 'Rapport fra listen',
  none: 'Ingen',
  reportId: 'Rapport-id',
  workspaceId: 'Workspace-id',
  load: 'Vis rapport',
};
const swe: MessageShape<typeof eng> = {
  intro: 'Prova en Power BI-rapport innan den läggs till i rapportlistan: ange rapportens och arbetsytans id, eller välj en rapport i listan. Rapporter utanför listan kräver rätten att hantera rapporter.',
  pick: 'Rapport i listan',
  none: 'Ingen',
  reportId: 'Rapport-id',
  workspaceId: 'Arbetsyte-id',
  load: 'Visa rapport',
};
const nor: MessageShape<typeof eng> = {
  intro: 'Prøv en Power BI-rapport før den legges i rapportlisten: oppgi rapportens og arbeidsområdets id, eller velg en rapport fra listen. Rapporter utenfor listen krever retten til å administrere rapporter.',
  pick: 'Rapport fra listen',
  none: 'Ingen',
  reportId: 'Rapport-id',
  workspaceId: 'Arbeidsområde-id',
  load: 'Vis rapport',
};
const fin: MessageShape<typeof eng> = {
  intro: 'Kokeile Power BI -raporttia ennen kuin lisäät sen raporttilistaan: anna raportin ja työtilan tunnukset tai valitse raportti listasta. Listan ulkopuoliset raportit vaativat raporttien hallintaoikeuden.',
  pick: 'Raportti listasta',
  none: 'Ei mitään',
  reportId: 'Raportin tunnus',
  workspaceId: 'Työtilan tunnus',
  load: 'Näytä raportti',
};
export default { eng, dan, swe, nor, fin };
