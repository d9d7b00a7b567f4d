// The sharing feature's public surface: what the composition root wires (docs/decisions.md "API import boundaries").
export { default as sharingRoutes, type SharingRoutesOptions } from './sharing.routes';
export type { HealthRead, ReadPath, SharedDocuments, SharedRecord } from './shared-documents';
