/** The build's identity, set by vite.config.ts (define): persisted query copies from another build are dropped. */
declare const __LABSTORE_BUILD__: string;
