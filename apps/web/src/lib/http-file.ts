import { http, type RequestOptions, type ResponseSchema } from './http-client';

// Documents (requisition and results PDFs, a shared document) through the one
// HTTP client: its bearer header, its retry of reads and its error handling
// (spec/01 7, 8). Outside the client itself, so the first load does not carry it.

const fileSchema: ResponseSchema<Blob> = {
  parse: (data) => {
    if (data instanceof Blob) return data;
    throw new Error('The answer is not a file');
  },
};

export type FileRequestOptions = Pick<RequestOptions<Blob>, 'method' | 'body' | 'signal' | 'silent' | 'background'>;

/** The document at the URL as a Blob; rejects with the client's ApiError when refused. */
export const fetchFile = (url: string, options: FileRequestOptions = {}): Promise<Blob> => http.request(url, { ...options, file: true, schema: fileSchema });
