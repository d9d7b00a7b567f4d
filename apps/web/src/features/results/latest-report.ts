import type { OrderResultsData } from '@labstore/domain';

// Issue 18: how old a kept copy of the results is. The kept-documents entity
// does not say when a copy was kept, so the kept copy's banner dates it by its
// latest report: a report does not change once the laboratory has sent it.

/** When the order's latest report (or, lacking the report's own date, observation) was reported; undefined when none says. */
export function latestReportedAt(data: OrderResultsData): Date | undefined {
  const times = data.reports
    .flatMap((report) => [report.reportedDate, ...report.observations.map((observation) => observation.reportedDate)])
    .flatMap((text) => (text === null ? [] : [Date.parse(text)]))
    .filter((time) => Number.isFinite(time));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}
