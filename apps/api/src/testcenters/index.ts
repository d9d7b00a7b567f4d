// The test centers feature's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { sandboxPartnerCenters } from './sandbox-partner-centers';
export { findNearestTestCenters } from './testcenters.service';
export { zipCentroid } from './zip-centroids';
export type { PartnerTestCenter } from './lab-partner-centers';
