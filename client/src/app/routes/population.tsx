import { PopulationReportView } from '@/features/population/components/population-report';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /population: the public population report (decision 041). */
export function PopulationPage() {
  useDocumentTitle('Population Report');
  return <PopulationReportView />;
}
