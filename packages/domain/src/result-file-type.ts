/** spec/02 7: the download's third segment, and a share's type (4.6). Apart from orders-api's schemas, so a screen needing only the constant builds no schema (the web app's pass page, issue 18). */
export const RESULT_FILE_TYPE = { requisition: 1, results: 3 } as const;
export type ResultFileType = (typeof RESULT_FILE_TYPE)[keyof typeof RESULT_FILE_TYPE];
